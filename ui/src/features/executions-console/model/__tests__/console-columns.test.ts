import { DEFAULT_CONSOLE_COLUMNS } from '@studio/api/contract/console-views';

import { columnsFromParam, columnsToParam, toggledColumn } from '../console-columns';

describe("the console's columns in the address", () => {
  it('shows the default columns when the address names none or names them wrongly', () => {
    expect(columnsFromParam(null)).toEqual(DEFAULT_CONSOLE_COLUMNS);
    expect(columnsFromParam('creator,salary')).toEqual(DEFAULT_CONSOLE_COLUMNS);
  });

  it('reads the named columns in the table’s order, and none as none', () => {
    expect(columnsFromParam('steps,creator')).toEqual(['creator', 'steps']);
    expect(columnsFromParam('none')).toEqual([]);
  });

  it('writes nothing for the default columns, so a plain link stays plain', () => {
    expect(columnsToParam(DEFAULT_CONSOLE_COLUMNS)).toBeNull();
    expect(columnsToParam([...DEFAULT_CONSOLE_COLUMNS].reverse())).toBeNull();
    expect(columnsToParam(['steps', 'creator'])).toBe('creator,steps');
    expect(columnsToParam([])).toBe('none');
  });

  it('shows or hides one column, keeping the table’s order', () => {
    expect(toggledColumn(['creator', 'error'], 'steps')).toEqual(['creator', 'steps', 'error']);
    expect(toggledColumn(['creator', 'steps', 'error'], 'steps')).toEqual(['creator', 'error']);
    // Round trip through the address.
    expect(
      columnsFromParam(columnsToParam(toggledColumn(DEFAULT_CONSOLE_COLUMNS, 'steps'))),
    ).toEqual(['creator', 'started', 'duration', 'tokens', 'steps', 'error']);
  });
});
