import { GenerateError } from './limits';

/** The two players' names for a generated game: as given (distinct, not empty), or MAX and MIN. */
export function twoPlayers(players: readonly [string, string] | null): readonly [string, string] {
  if (players === null) return ['MAX', 'MIN'];
  const [first, second] = players.map((p) => p.trim());
  if (!first || !second) throw new GenerateError('a player needs a name');
  if (first === second) throw new GenerateError(`the two players need different names, not '${first}' twice`);
  return [first, second];
}

/** "Persival (MAX)", or just "MAX" for the default names. */
export const asMax = (names: readonly [string, string]): string => (names[0] === 'MAX' ? 'MAX' : `${names[0]} (MAX)`);
