/** The keys a tree's settings lines may have (model/settings.ts reads their values); the parser knows them to read `key = value` as a slip for `key: value`. */
export const SETTING_KEYS = [
  'algorithm',
  'root',
  'players',
  'depth',
  'fail',
  'window',
  'nullwindow',
  'guess',
  'delta',
  'order',
  'prefer',
  'ties',
  'prune',
  'reorder',
  'ask',
] as const;
