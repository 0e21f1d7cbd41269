export * from './search/catalog';
export * from './model/algorithm-names';
export * from './teaching/checking/check';
export * from './language/diagnostics';
export { formatNumber, formatValue } from './output/format';
export * from './model/num';
export { rational, type Rational } from './model/rational';
export * from './model/model';
export { parse } from './language/parser';
export * from './language/syntax';
export { isBlank, isTuple, literalText, numberLiteralAt } from './language/literals';
export type {
  BlankLiteral,
  BoundLiteral,
  CutLiteral,
  CutMark,
  EdgeLiteral,
  KindLiteral,
  NamedSpan,
  NumberLiteral,
  TupleLiteral,
  ValueLiteral,
  WindowLiteral,
} from './language/literals';
export * from './text/text';
export * from './text/words';
export { buildTree, headerSpan } from './model/validate';
export { nodesMissingEstimates, unsupportedReason } from './search/capabilities';
export { treeHeight } from './search/height';
export { mtdfPassLimit, run, unknownRunMessage, type RunOptions, type RunOutcome } from './search/run';
export { solveUnknown, type Solution, type SolveOutcome } from './symbolic/solve';
export { conditionText, contains, intervalText, type Interval, type IntervalSet } from './symbolic/intervals';
export { clampOf, evaluate, expressionText, simplest, treeExpression, type Expr } from './symbolic/expression';
export { piecewise, type Piece } from './symbolic/pieces';
export { cutConditionText, nodeSolutionLines, nodeValueTexts, pieceValueText, rootPiecesText, solutionBrief, solutionLines } from './output/unknown-text';
export { solutionJson, solutionJsonText } from './output/unknown-json';
export { withUnknownLeaf, type UnknownOutcome } from './generate/unknown-leaf';
export { runFromState, runState, traceFromState, traceState, type RunState, type TraceState } from './search/trace-state';
export type { Trace, Totals, Iteration, Pass } from './search/trace';
export { cutFacts, FactsReader, nodeFacts, probedOnly, type CutFacts, type NodeFacts } from './search/records';
export { traceJsonText, writeTraceJson } from './output/json';
export { jsonText, numberFields } from './output/json-numbers';
export { asciiBytes, ByteStack, CHUNK_BYTES, linesOf, LineSplitter, pieceEnd, textOf, utf8Bytes, Utf8Writer, type ChunkSink } from './text/utf8-writer';
export { iterationView, type IterationChoice } from './search/views';
export type { TraceEvent, Bound, CutKind, TableOutcome, Value } from './search/recorder';
export { isInner, judgeSheet, matches, type NodeVerdicts, type SheetVerdicts, type Tally, type Verdict } from './teaching/checking/verdicts';
export {
  answerDiagnostics,
  withAnswerDiagnostics,
  blanksAllUnasked,
  answerSummary,
  checkAnswers,
  cutsLeftText,
  hasAnswers,
  describeSummary,
  type AnswerOptions,
  type AnswerSummary,
} from './teaching/checking/answers';
export { cutMarks, judgeSlots, slotsStatusText, unjudged, type SheetSlots } from './teaching/checking/sheet-slots';
export { outlineOf, treeIndexAt, type DocumentOutline, type TreeOutline } from './teaching/checking/outline';
export {
  ARROW,
  bestLine,
  childByMove,
  edgeText,
  namePathText,
  ordinal,
  pathText,
  pathTo,
  principalVariation,
  probabilityText,
  pvText,
  stepText,
} from './output/notation';
export { CUT_WORDS, PRUNE_WORDS, conventionOf, cutTest, playerTitle, pruneHeader, starCutTest, starCutWords, windowVerdict } from './search/conventions';
export {
  diagramOf,
  displayNumber,
  displayValue,
  leafStyle,
  nodeName,
  type DiagramModel,
  type DiagramNode,
  type IterationViews,
  type NodeAnswer,
  type NodeShape,
  type PracticeView,
  type ReplayStep,
  type ShownValue,
  type ShownWindow,
} from './diagram/diagram';
export { blankDiagram, BLANK_BOX, BLANK_VALUE, BLANK_WINDOW } from './diagram/blank-diagram';
export { practiceDiagram, type PracticeOptions } from './diagram/practice-diagram';
export { unknownPracticeDiagram, unknownPracticeTask, type UnknownPracticeOptions } from './diagram/unknown-practice';
export { markedSheet, revealed, type AnswerKind, type MarkedSheet, type SheetMark } from './diagram/marked-sheet';
export { FeedbackStems, studentFeedback, type FeedbackDrawing, type StudentFeedback } from './diagram/feedback-files';
export { answerAnnouncement } from './diagram/spoken';
export { nextStep, nextStepAgain, type Hint } from './teaching/hints/hints';
export { unknownNextStep } from './teaching/hints/unknown-hints';
export { positionsOf, type Position, type PositionKind } from './diagram/position-labels';
export {
  answerNumber,
  applyEdits,
  blankSheet,
  cutEdit,
  fillValues,
  fillWindows,
  markCuts,
  valueEdit,
  windowEdit,
  type TextEdit,
} from './teaching/checking/fixes';
export {
  answerCursor,
  answerEdits,
  hasBlanks,
  markEdit,
  MARK_TEXT,
  type AnswerEdits,
  type AnswerField,
  type TypedAnswer,
} from './teaching/checking/written-answers';
export { moveChild, type MoveOutcome } from './teaching/checking/move-child';
export {
  answerKey,
  blankFile,
  commentRemovals,
  keyEdits,
  NAME_LINE,
  sheetHeading,
  withSheetHeading,
  type SheetOutcome,
  type SheetRun,
} from './teaching/checking/sheets';
export { reorderEdit, reorderTree, type ReorderResult } from './teaching/checking/reorder';
export { comparableAlgorithms, compareAlgorithms, compareOne, type Comparison } from './search/compare';
export { idleSettings } from './search/settings-read';
export { importEfg } from './efg';
export { importCs188, type Cs188Files } from './cs188';
export type { ImportOutcome } from './teaching/checking/imported';
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
export {
  candidateSeed,
  constraintProblem,
  describeConstraints,
  hasConstraints,
  MAX_CANDIDATE_NODES,
  MAX_CANDIDATES,
  meets,
  NO_CONSTRAINTS,
  prunedNodes,
  randomToOrder,
  uniqueBestMoves,
  type Constraints,
  type RandomRequest,
  type ToOrderOutcome,
} from './generate/to-order';
export {
  gradeClass,
  gradeSubmission,
  type ClassGrade,
  type ClassOutcome,
  type GradedSheet,
  type GradeProblem,
  type KeyMatch,
  type Submission,
  type SubmissionGrade,
  type SubmissionStatus,
  type TreeGrade,
  type TreeStatus,
} from './teaching/grading/grade';
export { feedbackSummary, submissionFeedback, type TreeFeedback } from './teaching/grading/sheet-feedback';
export { readKey, type GradingKey, type KeyProblem, type KeyTree, type SheetText } from './teaching/grading/grading-key';
export {
  summarizeClass,
  type AnswerCounts,
  type ClassSheet,
  type ExtraMarks,
  type NodeClassCounts,
  type TreeClassSummary,
} from './teaching/grading/class-summary';
export { SCORING, addPoints, filePoints, scoreOf, sheetPoints, treePoints, type Points } from './teaching/grading/score';
export {
  CSV_COLUMNS,
  classLine,
  csvField,
  gradeCsv,
  identifierField,
  identifierStem,
  percent,
  scoreWords,
  submissionNote,
  tallyWords,
} from './teaching/grading/grade-report';
export { gradeCourse, gradeInCourse, readCourseKeys, summarizeCourse, type CourseKeys, type CourseOutcome, type VariantClass } from './teaching/grading/course';
export { stepKinds, stepKindText, type StepKindCount } from './teaching/grading/step-kinds';
export { gradebookCsv } from './teaching/grading/gradebook';
export { treeVariant, variantOfFile, withVariant, writtenVariant } from './teaching/grading/variants';
export { isGtreeName, NOT_GTREE_NOTE, submissionOf } from './teaching/grading/intake';
export { decodeText, NOT_TEXT, sniff, type DecodedText, type TextEncoding } from './text/decode';
export { classMarks, type ClassMark, type MarkKind, type NodeMarks, type TreeMarks } from './teaching/grading/class-marks';
export { firstChange, givensLikeness, type GivenChange } from './teaching/grading/givens';
