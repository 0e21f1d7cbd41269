export * from './search/catalog';
export * from './check';
export * from './diagnostics';
export { formatNumber, formatValue } from './format';
export * from './num';
export { rational, type Rational } from './rational';
export * from './model';
export { parse } from './parser';
export * from './syntax';
export { literalText, numberLiteralAt } from './literals';
export * from './text';
export { buildTree, headerSpan } from './validate';
export { nodesMissingEstimates, treeHeight, unsupportedReason } from './search/capabilities';
export { run, type RunOptions, type RunOutcome, type Trace, type Totals, type Iteration, type Pass } from './search/run';
export { FactsReader, nodeFacts, type NodeFacts } from './search/records';
export { jsonValue, traceJsonText, writeTraceJson } from './search/json';
export { asciiBytes, ByteStack, CHUNK_BYTES, linesOf, LineSplitter, pieceEnd, textOf, utf8Bytes, Utf8Writer, type ChunkSink } from './utf8-writer';
export { iterationView, type IterationChoice } from './search/views';
export type { TraceEvent, Bound, CutKind, TableOutcome, Value } from './search/recorder';
export { answerDiagnostics, answerSummary, checkAnswers, hasAnswers, describeSummary, type AnswerOptions, type AnswerSummary } from './answers';
export { outlineOf, treeIndexAt, type DocumentOutline, type TreeOutline } from './outline';
export { ARROW, bestLine, childByMove, edgeText, namePathText, ordinal, pathText, pathTo, principalVariation, pvText, stepText } from './notation';
export { CUT_WORDS, conventionOf, playerTitle, windowVerdict } from './conventions';
export {
  diagramOf,
  displayNumber,
  displayValue,
  leafStyle,
  nodeName,
  type DiagramModel,
  type DiagramNode,
  type IterationViews,
  type NodeShape,
  type ReplayStep,
  type ShownValue,
  type ShownWindow,
} from './diagram';
export { positionsOf, type Position, type PositionKind } from './position-labels';
export { answerNumber, applyEdits, blankSheet, cutEdit, fillValues, fillWindows, markCuts, valueEdit, windowEdit, type TextEdit } from './fixes';
export { reorderEdit, reorderTree, type ReorderResult } from './reorder';
export { compareAlgorithms, type Comparison } from './compare';
export { importEfg, type ImportOutcome } from './efg';
export {
  generateTree,
  GENERATOR_NAMES,
  COINS_DEFAULTS,
  RANDOM_DEFAULTS,
  SPLIT_NIM_DEFAULTS,
  MAX_GENERATED_NODES,
  type GenerateRequest,
  type GenerateOutcome,
  type GeneratorName,
} from './generate';
