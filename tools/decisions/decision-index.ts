/**
 * Pure rules of the decision records' index (docs/decisions/README.md): which problems keep the index from
 * naming every record once, with its number and title as the record itself states them.
 */

/** A record file as found on disk: its file name and its text. */
export interface DecisionFile {
  readonly file: string;
  readonly text: string;
}

/** One row of the index table: `| [0001](0001-name.md) | Title | Summary |`. */
export interface IndexRow {
  readonly number: string;
  readonly file: string;
  readonly title: string;
  readonly summary: string;
}

const RECORD_FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const HEADING = /^# (\d{4}) — (.+)$/m;
const INDEX_ROW = /^\|\s*\[(\d{4})\]\(([^)]+)\)\s*\|([^|]*)\|(.*)\|\s*$/;

/** Is this file name a decision record (`NNNN-words.md`) rather than the index or another file? */
export function isRecordFile(file: string): boolean {
  return RECORD_FILE.test(file);
}

/** The number and title a record's first heading states, or undefined when it has no `# NNNN — Title` line. */
export function recordHeading(text: string): { number: string; title: string } | undefined {
  const match = HEADING.exec(text);
  return match ? { number: match[1] ?? '', title: (match[2] ?? '').trim() } : undefined;
}

/** The table rows of the index that link a record; other lines are ignored. */
export function indexRows(indexText: string): IndexRow[] {
  return indexText.split('\n').flatMap((line) => {
    const match = INDEX_ROW.exec(line.trim());
    if (!match) return [];
    return [
      {
        number: match[1] ?? '',
        file: match[2] ?? '',
        title: (match[3] ?? '').trim(),
        summary: (match[4] ?? '').trim(),
      },
    ];
  });
}

/** Every problem of the records and their index, one readable line each; an empty list when they agree. */
export function indexProblems(files: readonly DecisionFile[], indexText: string): string[] {
  const problems: string[] = [];
  const records = files.filter((f) => f.file.endsWith('.md') && f.file !== 'README.md');
  const byFile = new Map(records.map((record) => [record.file, record]));

  for (const record of records) {
    if (!isRecordFile(record.file)) problems.push(`${record.file}: not named NNNN-words.md`);
  }

  const byNumber = new Map<string, string[]>();
  for (const record of records.filter((r) => isRecordFile(r.file))) {
    const number = record.file.slice(0, 4);
    byNumber.set(number, [...(byNumber.get(number) ?? []), record.file]);
    const heading = recordHeading(record.text);
    if (!heading) problems.push(`${record.file}: no "# ${number} — Title" heading`);
    else if (heading.number !== number) problems.push(`${record.file}: its heading says ${heading.number}`);
  }
  for (const [number, names] of byNumber) {
    if (names.length > 1) problems.push(`number ${number} is shared by ${[...names].sort().join(', ')}`);
  }

  const rows = indexRows(indexText);
  const listed = new Map<string, number>();
  for (const row of rows) listed.set(row.file, (listed.get(row.file) ?? 0) + 1);

  for (const record of records.filter((r) => isRecordFile(r.file))) {
    if (!listed.has(record.file)) problems.push(`${record.file}: missing from the index`);
  }
  for (const [file, count] of listed) {
    if (count > 1) problems.push(`${file}: listed ${count} times in the index`);
  }
  for (const row of rows) {
    const record = byFile.get(row.file);
    if (!record) {
      problems.push(`index row ${row.number} names ${row.file}, which does not exist`);
      continue;
    }
    if (row.file.slice(0, 4) !== row.number) problems.push(`index row ${row.number} links ${row.file}`);
    const heading = recordHeading(record.text);
    if (heading && heading.title !== row.title)
      problems.push(`index row ${row.number}: title "${row.title}", the record says "${heading.title}"`);
    if (row.summary === '') problems.push(`index row ${row.number}: no summary`);
  }
  return problems;
}
