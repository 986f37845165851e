import { CONSOLE_COLUMNS, type ConsoleColumn } from '@studio/api/contract/console-views';
import { Columns3 } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  MenuCheckboxItem,
  MenuContent,
  MenuLabel,
  MenuRoot,
  MenuTrigger,
} from '@/components/ui/menu';
import { COLUMN_LABELS, toggledColumn } from '../model/console-columns';

/**
 * The console's "Columns" menu: a tick for each column a manager may show or hide. The menu stays
 * open while ticking (several at a time), and the choice lives in the address, so a saved view
 * keeps it.
 */
export function ColumnsMenu({
  columns,
  onChange,
}: {
  columns: readonly ConsoleColumn[];
  onChange: (columns: ConsoleColumn[]) => void;
}) {
  return (
    <MenuRoot>
      <MenuTrigger asChild>
        <Button variant="secondary" size="sm">
          <Columns3 className="size-4" aria-hidden="true" />
          Columns
        </Button>
      </MenuTrigger>
      <MenuContent align="end">
        <MenuLabel className="text-ink-muted">Shown beside status and run</MenuLabel>
        {CONSOLE_COLUMNS.map((column) => (
          <MenuCheckboxItem
            key={column}
            checked={columns.includes(column)}
            onCheckedChange={() => onChange(toggledColumn(columns, column))}
          >
            {COLUMN_LABELS[column]}
          </MenuCheckboxItem>
        ))}
      </MenuContent>
    </MenuRoot>
  );
}
