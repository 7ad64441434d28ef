import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { indexProblems, indexRows, type DecisionFile } from './decision-index';

const record = (file: string, heading: string): DecisionFile => ({ file, text: `${heading}\n\nStatus: accepted\n` });
const row = (number: string, file: string, title: string, summary = 'What was decided.') =>
  `| [${number}](${file}) | ${title} | ${summary} |`;
const index = (...rows: string[]) =>
  ['# Decisions', '', '| # | title | summary |', '|---|---|---|', ...rows, ''].join('\n');

const first = record('0001-first.md', '# 0001 — First choice');
const second = record('0002-second.md', '# 0002 — Second choice');

describe('decision index rules', () => {
  it.each<[string, DecisionFile[], string, string[]]>([
    [
      'every record listed once with its title',
      [first, second],
      index(row('0001', '0001-first.md', 'First choice'), row('0002', '0002-second.md', 'Second choice')),
      [],
    ],
    [
      'the index itself is not a record',
      [first, { file: 'README.md', text: '# Decisions' }],
      index(row('0001', '0001-first.md', 'First choice')),
      [],
    ],
    [
      'a record missing from the index',
      [first, second],
      index(row('0001', '0001-first.md', 'First choice')),
      ['0002-second.md: missing from the index'],
    ],
    [
      'the index names a file that does not exist',
      [first],
      index(row('0001', '0001-first.md', 'First choice'), row('0003', '0003-gone.md', 'Gone')),
      ['index row 0003 names 0003-gone.md, which does not exist'],
    ],
    [
      'two records share a number',
      [first, record('0001-other.md', '# 0001 — Other choice')],
      index(row('0001', '0001-first.md', 'First choice'), row('0001', '0001-other.md', 'Other choice')),
      ['number 0001 is shared by 0001-first.md, 0001-other.md'],
    ],
    [
      'a record listed twice',
      [first],
      index(row('0001', '0001-first.md', 'First choice'), row('0001', '0001-first.md', 'First choice')),
      ['0001-first.md: listed 2 times in the index'],
    ],
    [
      'a title that differs from the record',
      [first],
      index(row('0001', '0001-first.md', 'Old title')),
      ['index row 0001: title "Old title", the record says "First choice"'],
    ],
    [
      'a row whose number is not its file',
      [first],
      index(row('0002', '0001-first.md', 'First choice')),
      ['index row 0002 links 0001-first.md'],
    ],
    [
      'a row without a summary',
      [first],
      index(row('0001', '0001-first.md', 'First choice', '')),
      ['index row 0001: no summary'],
    ],
    [
      'a heading whose number differs from the file name',
      [record('0004-x.md', '# 0005 — X')],
      index(row('0004', '0004-x.md', 'X')),
      ['0004-x.md: its heading says 0005'],
    ],
    [
      'a record without a numbered heading',
      [record('0006-y.md', '# Y')],
      index(row('0006', '0006-y.md', 'Y')),
      ['0006-y.md: no "# 0006 — Title" heading'],
    ],
    [
      'a markdown file not named as a record',
      [first, record('notes.md', '# Notes')],
      index(row('0001', '0001-first.md', 'First choice')),
      ['notes.md: not named NNNN-words.md'],
    ],
  ])('%s', (_, files, indexText, expected) => {
    expect(indexProblems(files, indexText)).toEqual(expected);
  });

  it('reads the rows of the index table and nothing else', () => {
    const text = index(row('0001', '0001-first.md', 'First `choice`', 'Summary with a [link](0002-second.md).'));
    expect(indexRows(text)).toEqual([
      {
        number: '0001',
        file: '0001-first.md',
        title: 'First `choice`',
        summary: 'Summary with a [link](0002-second.md).',
      },
    ]);
  });
});

describe('docs/decisions/README.md', () => {
  const folder = join(import.meta.dirname, '..', '..', 'docs', 'decisions');
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ file, text: readFileSync(join(folder, file), 'utf8') }));

  it('lists every decision record once, by its number and title, and names no missing file', () => {
    const indexText = readFileSync(join(folder, 'README.md'), 'utf8');
    expect(indexRows(indexText).length).toBeGreaterThan(0);
    expect(indexProblems(files, indexText)).toEqual([]);
  });
});
