import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CONSOLE_COLUMNS, type ConsoleColumn } from '@studio/api/contract/console-views';
import { Check, Columns3 } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { MenuContent, MenuLabel, MenuRoot, MenuTrigger } from '@/components/ui/menu';
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
          <DropdownMenu.CheckboxItem
            key={column}
            checked={columns.includes(column)}
            // Stays open: a manager usually changes more than one column.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={() => onChange(toggledColumn(columns, column))}
            className="flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
          >
            <span className="flex size-4 items-center justify-center rounded border border-ink-muted">
              <DropdownMenu.ItemIndicator>
                <Check className="size-3.5 text-brand-700" aria-hidden="true" />
              </DropdownMenu.ItemIndicator>
            </span>
            {COLUMN_LABELS[column]}
          </DropdownMenu.CheckboxItem>
        ))}
      </MenuContent>
    </MenuRoot>
  );
}
