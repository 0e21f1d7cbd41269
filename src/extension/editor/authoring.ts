import * as vscode from 'vscode';
import { openUntitled } from '../host/untitled';
import {
  ALGORITHMS,
  ALGORITHM_NAMES,
  COINS_DEFAULTS,
  decodeText,
  describeConstraints,
  generateTree,
  hasConstraints,
  NO_CONSTRAINTS,
  randomToOrder,
  importCs188,
  importEfg,
  RANDOM_DEFAULTS,
  SPLIT_NIM_DEFAULTS,
  type AlgorithmName,
  type Constraints,
  type Cs188Files,
  type GenerateRequest,
  type ImportOutcome,
} from '../../core';

const KINDS = [
  { label: 'Random tree', detail: 'Depth, branching, payoffs, a seed, the algorithm, and what it must ask: cuts, no ties', generator: 'random' },
  { label: 'Tic-tac-toe', detail: 'The complete tree from a position, successors by rows or by columns', generator: 'tictactoe' },
  { label: 'Novčići (take-away coins)', detail: 'n coins, take 1..k, the last taker loses or wins', generator: 'coins' },
  { label: 'Split-Nim', detail: 'Split a pile into two unequal piles; who cannot move loses', generator: 'splitnim' },
] as const;

/** The open dialog's filters of the import command: every kind it reads first. */
const IMPORT_FILTERS = { 'Games to import': ['efg', 'test'], 'Gambit extensive form': ['efg'], 'UC Berkeley CS188 game-tree test': ['test'] };

const whereIs = (uri: vscode.Uri): string => (uri.scheme === 'file' ? uri.fsPath : uri.toString(true));

/** A file's text, read as the CLI reads it (decodeText: UTF-8, UTF-16 with a BOM); throws an Error that names the file when it cannot be read. */
async function readText(uri: vscode.Uri): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = await vscode.workspace.fs.readFile(uri);
  } catch (e) {
    throw new Error(`cannot read ${whereIs(uri)}: ${(e as Error).message}`, { cause: e });
  }
  const decoded = decodeText(bytes);
  if (!decoded.ok) throw new Error(`cannot read ${whereIs(uri)}: ${decoded.message}`);
  return decoded.text;
}

/** A CS188 test and the `.solution` beside it, when there is one. */
async function cs188Files(uri: vscode.Uri, name: string): Promise<Cs188Files> {
  const test = { text: await readText(uri), source: name };
  const solutionUri = uri.with({ path: uri.path.replace(/\.test$/, '.solution') });
  try {
    await vscode.workspace.fs.stat(solutionUri);
  } catch {
    return { test };
  }
  return { test, solution: { text: await readText(solutionUri), source: name.replace(/\.test$/, '.solution') } };
}

/** Asks for one whole number, prefilled with its default; undefined when cancelled. */
async function askWhole(prompt: string, value: number, min: number, max: number): Promise<number | undefined> {
  const text = await vscode.window.showInputBox({
    prompt,
    value: String(value),
    validateInput: (s) => (/^-?\d+$/.test(s.trim()) && Number(s) >= min && Number(s) <= max ? null : `A whole number from ${min} to ${max}`),
  });
  return text === undefined ? undefined : Number(text.trim());
}

/** Asks for a range "LO..HI"; undefined when cancelled. */
async function askRange(prompt: string, low: number, high: number): Promise<[number, number] | undefined> {
  const text = await vscode.window.showInputBox({
    prompt,
    value: `${low}..${high}`,
    validateInput: (s) => {
      const m = /^\s*(-?\d+)\s*\.\.\s*(-?\d+)\s*$/.exec(s);
      return m && Number(m[1]) <= Number(m[2]) ? null : 'Write it as LOW..HIGH, for example 2..3';
    },
  });
  if (text === undefined) return undefined;
  const [, lo, hi] = /(-?\d+)\s*\.\.\s*(-?\d+)/.exec(text)!;
  return [Number(lo), Number(hi)];
}

/** Asks whether to write a position reached again once (`&k`, then `*k`); undefined when cancelled. */
async function askTranspositions(): Promise<boolean | undefined> {
  const picked = await vscode.window.showQuickPick(
    [
      { label: 'The full tree', detail: 'A position reached by other moves is written out again each time', transpositions: false },
      {
        label: 'With transpositions',
        detail: 'Each position written once (&k) and referenced after (*k), as negamax-tt and MTD(f) see the game',
        transpositions: true,
      },
    ],
    { title: 'Positions reached again' },
  );
  return picked?.transpositions;
}

/** The algorithm the exercise is about, written as its `algorithm:`; undefined when cancelled. */
async function askAlgorithm(): Promise<AlgorithmName | undefined> {
  const picked = await vscode.window.showQuickPick(
    ALGORITHM_NAMES.map((a) => ({
      label: ALGORITHMS[a].title,
      description: a,
      detail: a === 'iterative' ? `${ALGORITHMS[a].description} The tree gets estimates ~h below the root.` : ALGORITHMS[a].description,
      algorithm: a,
    })),
    { title: 'Which algorithm is the exercise about?', matchOnDetail: true },
  );
  return picked?.algorithm;
}

/** What the exercise must ask about (none picked: any tree); undefined when cancelled. */
async function askConstraints(algorithm: AlgorithmName): Promise<Constraints | undefined> {
  const windowed = ALGORITHMS[algorithm].windowed;
  const choices = [
    { label: 'At least k cuts', detail: 'The run prunes k edges or more (k asked next)', key: 'minCuts', windowed: true },
    { label: 'A cut above the leaf level', detail: 'A whole subtree pruned, not only a leaf', key: 'deepCut', windowed: true },
    { label: 'No ties on the principal variation', detail: 'A unique best move at every node of the principal variation', key: 'noTies', windowed: false },
    {
      label: 'The same cuts under both prune rules',
      detail: 'prune: on-equal and prune: strict cut the same edges',
      key: 'sameUnderBothRules',
      windowed: true,
    },
  ] as const;
  const picked = await vscode.window.showQuickPick(
    choices.filter((c) => windowed || !c.windowed),
    { title: 'What must the tree ask about? (pick none for any tree)', canPickMany: true },
  );
  if (picked === undefined) return undefined;
  const has = (key: (typeof choices)[number]['key']): boolean => picked.some((p) => p.key === key);
  const minCuts = has('minCuts') ? await askWhole('At least how many cuts?', 3, 1, 100) : 0;
  if (minCuts === undefined) return undefined;
  return { minCuts, deepCut: has('deepCut'), noTies: has('noTies'), sameUnderBothRules: has('sameUnderBothRules') };
}

/** The untitled document's name, after the tree: `random-d3-s5.gtree`, `coins-6.gtree`. */
function documentName(request: GenerateRequest): string {
  switch (request.kind) {
    case 'random':
      return `random-d${request.depth}-s${request.seed}.gtree`;
    case 'tictactoe':
      return 'tictactoe.gtree';
    case 'coins':
      return `coins-${request.coins}.gtree`;
    case 'splitnim':
      return `splitnim-${request.pile}.gtree`;
  }
}

/** The tree asked for, made to order when there are constraints: the request with the seed that qualified. */
function made(
  request: GenerateRequest,
  constraints: Constraints,
): { ok: true; text: string; request: GenerateRequest; note: string | null } | { ok: false; message: string } {
  if (request.kind !== 'random' || !hasConstraints(constraints)) {
    const outcome = generateTree(request);
    return outcome.ok ? { ...outcome, request, note: null } : outcome;
  }
  const found = randomToOrder(request, constraints);
  if (!found.ok) return found;
  const note = `gtree: seed ${found.seed}, ${found.tried} candidate tree${found.tried === 1 ? '' : 's'} tried for ${describeConstraints(constraints)}.`;
  return { ok: true, text: found.text, request: { ...request, seed: found.seed }, note };
}

async function askRequest(kind: (typeof KINDS)[number]['generator']): Promise<GenerateRequest | undefined> {
  switch (kind) {
    case 'random': {
      const depth = await askWhole('Depth of the tree (levels of moves)', RANDOM_DEFAULTS.depth, 1, 12);
      const branching = depth === undefined ? undefined : await askRange('Children per inner node', RANDOM_DEFAULTS.minBranching, RANDOM_DEFAULTS.maxBranching);
      const values = branching === undefined ? undefined : await askRange('Range of the leaf payoffs', RANDOM_DEFAULTS.low, RANDOM_DEFAULTS.high);
      const seed =
        values === undefined ? undefined : await askWhole('Seed (the same seed gives the same tree)', Math.floor(Math.random() * 100_000), 0, 2 ** 32 - 1);
      const algorithm = seed === undefined ? undefined : await askAlgorithm();
      if (algorithm === undefined) return undefined;
      // Iterative deepening stops at every depth: every inner node below the root gets an estimate.
      const cutoff = algorithm === 'iterative' && depth! > 1 ? depth! - 1 : null;
      return {
        kind,
        depth: depth!,
        minBranching: branching![0],
        maxBranching: branching![1],
        low: values![0],
        high: values![1],
        seed: seed!,
        cutoff,
        algorithm,
      };
    }
    case 'tictactoe': {
      const board = await vscode.window.showInputBox({
        prompt: 'The position, row by row: x, o and . for empty',
        value: 'x.o|.x.|o..',
        placeHolder: 'x.o|oox|..x',
      });
      if (board === undefined) return undefined;
      const by = await vscode.window.showQuickPick(['rows', 'columns'], { title: 'Order the successors as the course does: by rows or by columns?' });
      const transpositions = by === undefined ? undefined : await askTranspositions();
      return transpositions === undefined ? undefined : { kind, board, turn: null, by: by as 'rows' | 'columns', transpositions };
    }
    case 'coins': {
      const coins = await askWhole('Coins on the table', COINS_DEFAULTS.coins, 1, 30);
      const take = coins === undefined ? undefined : await askWhole('A move takes 1 to k coins: k =', COINS_DEFAULTS.take, 1, 10);
      const last = take === undefined ? undefined : await vscode.window.showQuickPick(['the last taker loses', 'the last taker wins'], { title: 'Who wins?' });
      const transpositions = last === undefined ? undefined : await askTranspositions();
      return transpositions === undefined
        ? undefined
        : { kind, coins: coins!, take: take!, lastTakerLoses: last!.endsWith('loses'), players: null, transpositions };
    }
    case 'splitnim': {
      const pile = await askWhole('Coins in the pile', SPLIT_NIM_DEFAULTS.pile, 1, 20);
      const transpositions = pile === undefined ? undefined : await askTranspositions();
      return transpositions === undefined ? undefined : { kind, pile: pile!, transpositions, players: null };
    }
  }
}

/** A new untitled document holding the generated or imported tree, named `name`, shown. */
async function openTree(text: string, name: string): Promise<vscode.TextDocument | undefined> {
  const doc = await openUntitled(text, name);
  if (doc) await vscode.window.showTextDocument(doc);
  else void vscode.window.showErrorMessage('gtree: VS Code kept handing back an older untitled document instead of a new one; please run the command again.');
  return doc;
}

export function registerAuthoring(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    /** `request` and `constraints` (for tests and key bindings) skip the questions. */
    vscode.commands.registerCommand('gtree.newExercise', async (request?: GenerateRequest, constraints?: Constraints) => {
      let chosen = request;
      let wanted = constraints ?? NO_CONSTRAINTS;
      if (!chosen) {
        const kind = await vscode.window.showQuickPick(KINDS, { title: 'New exercise tree', matchOnDetail: true });
        chosen = kind && (await askRequest(kind.generator));
        const asked = chosen?.kind === 'random' ? await askConstraints(chosen.algorithm ?? 'minimax') : NO_CONSTRAINTS;
        if (asked === undefined) return { ok: false, message: 'cancelled' };
        wanted = asked;
      }
      if (!chosen) return { ok: false, message: 'cancelled' };
      const outcome = made(chosen, wanted);
      if (!outcome.ok) {
        void vscode.window.showErrorMessage(`gtree: ${outcome.message}.`);
        return outcome;
      }
      const doc = await openTree(outcome.text, documentName(outcome.request));
      if (outcome.note) void vscode.window.showInformationMessage(outcome.note);
      return { ok: true, text: outcome.text, uri: doc?.uri.toString(), note: outcome.note };
    }),
    /** Gambit .efg, or CS188 .test with the answers of the .solution beside it; `file` (for tests) skips the dialog. */
    vscode.commands.registerCommand('gtree.importEfg', async (file?: vscode.Uri | string) => {
      const uri =
        typeof file === 'string'
          ? vscode.Uri.file(file)
          : (file ?? (await vscode.window.showOpenDialog({ filters: IMPORT_FILTERS, canSelectMany: false }))?.[0]);
      if (!uri) return { ok: false, message: 'cancelled' };
      const name = uri.path.replace(/^.*\//, '');
      let outcome: ImportOutcome;
      try {
        outcome = name.endsWith('.test') ? importCs188(await cs188Files(uri, name)) : importEfg(await readText(uri), name);
      } catch (e) {
        const message = (e as Error).message;
        void vscode.window.showErrorMessage(`gtree: ${message}`);
        return { ok: false, message };
      }
      if (!outcome.ok) {
        const where = [outcome.file, outcome.at && `line ${outcome.at.line + 1}, column ${outcome.at.character + 1}`].filter(Boolean).join(', ');
        void vscode.window.showErrorMessage(`gtree: cannot import ${name}${where ? ` (${where})` : ''}: ${outcome.message}`);
        return outcome;
      }
      await openTree(outcome.text, `${name.replace(/\.[^.]*$/, '')}.gtree`);
      return outcome;
    }),
  );
}
