import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gtree, gtreeAsync } from './cli-helpers';

/*
 * `gtree grade` on a folder as a class hands it in: the same right sheet saved by different
 * editors (UTF-8 with and without a BOM, UTF-16 LE and BE with one, UTF-16 LE without), and
 * what else lands in the folder (a note, a photo, a binary named .gtree, a sheet saved in
 * Windows-1250, a sheet as .txt, a file of 10 000 copies of the tree). Every file is a row.
 */

const KEY = 'test/fixtures/grade/key.gtree';
const ANA = readFileSync('test/fixtures/grade/class/ana.gtree', 'utf8');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);

/** `text` in UTF-16 after its byte-order mark. */
function utf16(text: string, little: boolean): Buffer {
  const body = Buffer.from(text, 'utf16le');
  if (!little) body.swap16();
  return Buffer.concat([Buffer.from(little ? [0xff, 0xfe] : [0xfe, 0xff]), body]);
}

describe('gtree grade: whatever a class hands in', () => {
  let scratch: string;
  let dir: string;
  const file = (name: string): string => join(dir, name);
  before(() => {
    scratch = mkdtempSync(join(tmpdir(), 'gtree-intake-'));
    dir = join(scratch, 'class');
    mkdirSync(dir);
    mkdirSync(join(dir, '.git'));
    writeFileSync(join(dir, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    writeFileSync(file('ana.gtree'), ANA);
    writeFileSync(file('bojan.gtree'), utf16(ANA, true));
    writeFileSync(file('ceca.gtree'), utf16(ANA, false));
    writeFileSync(file('dara.gtree'), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(ANA)]));
    writeFileSync(file('marko.txt'), ANA);
    writeFileSync(file('nina.gtree'), PNG);
    // Windows-1250 writes ž as the one byte 0x9E.
    writeFileSync(
      file('olga.gtree'),
      Buffer.concat(ANA.split('ž').flatMap((part, i) => (i === 0 ? [Buffer.from(part)] : [Buffer.from([0x9e]), Buffer.from(part)]))),
    );
    writeFileSync(file('petar.txt'), 'Petar was ill on the day of the exercise.\n');
    writeFileSync(file('photo.png'), PNG);
    // UTF-16 LE without its byte-order mark: VS Code reads it by its NULs, and so does the grader.
    writeFileSync(file('vera.gtree'), Buffer.from(ANA, 'utf16le'));
    writeFileSync(file('zoran.gtree'), ANA.repeat(10_000));
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('prints a row for every file: each encoding graded alike, the rest said why', () => {
    const { code, out, errs } = gtree('grade', KEY, dir);
    assert.equal(code, 0);
    assert.deepEqual(errs, []);
    const rows = out.slice(1, 12).map((line) => line.split(/ {2,}/).map((cell) => cell.trim()));
    const full = ['graded', '100%', '23', '0', '0', '23', '0'];
    const unreadable = ['unreadable', '0%', '0', '0', '0', '23', '0'];
    assert.deepEqual(rows, [
      [file('ana.gtree'), ...full],
      [file('bojan.gtree'), ...full],
      [file('ceca.gtree'), ...full],
      [file('dara.gtree'), ...full],
      [file('marko.txt'), ...full, 'not a .gtree file, graded as one: it holds a tree'],
      [file('nina.gtree'), ...unreadable, '1:1 cannot-read: not a text file'],
      [
        file('olga.gtree'),
        ...unreadable,
        '1:1 cannot-read: not UTF-8: byte 0x9E at line 2, column 9 (byte 36 of the file) is not valid UTF-8; the file seems saved in a one-byte encoding (Windows-1250, Latin-1, …): save it as UTF-8',
      ],
      [file('petar.txt'), 'skipped', 'not a .gtree file, and no tree in it'],
      [file('photo.png'), 'skipped', 'not a .gtree file and not a text file'],
      [file('vera.gtree'), ...full],
      [
        file('zoran.gtree'),
        ...full,
        '21:6 extra-tree: 9999 trees the key does not ask for, not graded; the first: a second tree "Vežba" (the key has one, graded once)',
      ],
    ]);
    // 7 of 9 submissions right (skipped files are no submissions): 7 / 9 = 77.8%.
    assert.equal(out[12], '9 submissions: 7 graded, 0 changed, 2 unreadable; 2 files skipped; mean score 77.8%');
    assert.equal(out[13], 'tree "Vežba", graded in 7 of 9 submissions; right answers per node and edge:');
  });

  it('--json lists the skipped files with why, and the extra trees as one entry', () => {
    const { out } = gtree('grade', KEY, file('petar.txt'), file('zoran.gtree'), file('marko.txt'), '--json');
    const [petar, zoran, marko] = JSON.parse(out.join('\n')).submissions;
    assert.deepEqual(petar, {
      file: file('petar.txt'),
      status: 'skipped',
      score: 0,
      right: 0,
      wrong: 0,
      blank: 0,
      total: 23,
      extra: 0,
      points: 0,
      trees: [],
      note: 'not a .gtree file, and no tree in it',
      // A file that is no sheet is graded against no key.
      key: null,
      variant: null,
      matched: null,
    });
    assert.deepEqual(
      zoran.trees.map((t: { status: string; name: string }) => [t.status, t.name]),
      [
        ['graded', 'Vežba'],
        ['extra', 'Vežba'],
      ],
    );
    assert.equal(zoran.note, null);
    assert.deepEqual(zoran.trees[1].problems, [
      {
        line: 21,
        col: 6,
        code: 'extra-tree',
        message: '9999 trees the key does not ask for, not graded; the first: a second tree "Vežba" (the key has one, graded once)',
      },
    ]);
    assert.equal(marko.status, 'graded');
    assert.equal(marko.note, 'not a .gtree file, graded as one: it holds a tree');
  });

  it('--csv: a row per file with its reason and identifier', async () => {
    const csv = join(scratch, 'grades.csv');
    const { code } = await gtreeAsync('grade', KEY, dir, '--csv', csv);
    assert.equal(code, 0);
    const lines = readFileSync(csv, 'utf8').split('\r\n');
    assert.equal(lines.at(-1), '', 'every line ends in CRLF');
    assert.equal(lines[0].split(',').slice(-7).join(','), 'changed,values_extra,windows_extra,cuts_extra,reason,identifier,variant');
    const right = 'Vežba,graded,1,10,0,0,10,10,0,0,10,3,0,0,3';
    const none = 'Vežba,unreadable,0,0,0,0,10,0,0,0,10,0,0,0,3';
    assert.deepEqual(lines.slice(1, -1), [
      `${file('ana.gtree')},${right},,0,0,0,,ana,key`,
      `${file('bojan.gtree')},${right},,0,0,0,,bojan,key`,
      `${file('ceca.gtree')},${right},,0,0,0,,ceca,key`,
      `${file('dara.gtree')},${right},,0,0,0,,dara,key`,
      `${file('marko.txt')},${right},,0,0,0,"not a .gtree file, graded as one: it holds a tree",marko,key`,
      `${file('nina.gtree')},${none},,0,0,0,not a text file,nina,key`,
      `${file('olga.gtree')},${none},,0,0,0,"not UTF-8: byte 0x9E at line 2, column 9 (byte 36 of the file) is not valid UTF-8; the file seems saved in a one-byte encoding (Windows-1250, Latin-1, …): save it as UTF-8",olga,key`,
      `${file('petar.txt')},,skipped,,,,,,,,,,,,,,,,,,"not a .gtree file, and no tree in it",petar,`,
      `${file('photo.png')},,skipped,,,,,,,,,,,,,,,,,,not a .gtree file and not a text file,photo,`,
      `${file('vera.gtree')},${right},,0,0,0,,vera,key`,
      `${file('zoran.gtree')},${right},,0,0,0,,zoran,key`,
      `${file('zoran.gtree')},Vežba,extra,,0,0,0,0,0,0,0,0,0,0,0,0,,0,0,0,"21:6 9999 trees the key does not ask for, not graded; the first: a second tree ""Vežba"" (the key has one, graded once)",zoran,key`,
    ]);
  });

  it('the identifier is the plain stem where no spreadsheet reads it as a formula; the file keeps its guard', async () => {
    const odd = join(scratch, '-odd');
    mkdirSync(odd);
    writeFileSync(join(odd, 'ivan.gtree'), ANA);
    writeFileSync(join(odd, '=sum.gtree'), ANA);
    const csv = join(scratch, 'odd.csv');
    const key = resolve(KEY);
    const home = process.cwd();
    // Relative paths, as a teacher types them: the file column then starts with the folder's '-'.
    process.chdir(scratch);
    try {
      await gtreeAsync('grade', key, '-odd/ivan.gtree', '-odd/=sum.gtree', '--csv', csv);
    } finally {
      process.chdir(home);
    }
    const rows = readFileSync(csv, 'utf8').split('\r\n').slice(1, -1);
    assert.deepEqual(
      rows.map((r) => [r.split(',')[0], r.split(',').at(-2)]),
      [
        ["'-odd/ivan.gtree", 'ivan'],
        ["'-odd/=sum.gtree", "'=sum"],
      ],
    );
  });
});
