import { csvCell, csvRow } from './submission-csv';

describe('content: CSV cells', () => {
  it('quotes every cell and doubles inner quotes, keeping commas and line breaks inside the cell', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"');
    expect(csvCell(null)).toBe('""');
    expect(csvRow(['a', 'b,c', undefined])).toBe('"a","b,c",""\r\n');
  });

  it.each(['=HYPERLINK("http://x.example","y")', '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1'])(
    'turns %j into text a spreadsheet will not run',
    (value) => {
      const cell = csvCell(value);
      expect(cell.startsWith(`"'`)).toBe(true);
      expect(cell.slice(2, -1)).toBe(value.replace(/"/g, '""'));
    },
  );

  it('leaves a formula character that is not first alone', () => {
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('name@example.com')).toBe('"name@example.com"');
  });
});
