import { describe, expect, it } from 'vitest';
import { formatTable } from './table';

describe('formatTable', () => {
  it('pads each column to its widest cell, two spaces apart, with no trailing spaces', () => {
    expect(
      formatTable([
        ['a', 'bbb', 'c'],
        ['dddd', 'e', ''],
      ]),
    ).toBe(['a     bbb  c', 'dddd  e'].join('\n'));
  });

  it('underlines a header with dashes as wide as each column', () => {
    expect(formatTable([['EMP001', 'employee']], { header: ['ID', 'Role'] })).toBe(
      ['ID      Role', '------  --------', 'EMP001  employee'].join('\n'),
    );
  });

  it('right-aligns the columns asked for and indents every line', () => {
    expect(
      formatTable(
        [
          ['x', '5'],
          ['yy', '120'],
        ],
        { align: ['left', 'right'], indent: 2 },
      ),
    ).toBe(['  x     5', '  yy  120'].join('\n'));
  });

  it('treats missing cells as empty', () => {
    expect(formatTable([['a', 'b'], ['c']], { align: ['right', 'right'] })).toBe(['a  b', 'c'].join('\n'));
  });

  it('prints nothing for no rows and no header', () => {
    expect(formatTable([])).toBe('');
  });
});
