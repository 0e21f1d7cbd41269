export * from './algorithms/catalog';
export * from './check';
export * from './diagnostics';
export * from './model';
export { parse } from './parser';
export * from './syntax';
export * from './text';
export { buildTree, headerSpan, nodesMissingEstimates, treeHeight, unsupportedReason } from './validate';
