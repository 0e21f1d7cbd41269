// What the equivalents check bundles for `vscode`: the hover's text (describeNode) needs none of
// the editor; the classes around it are never made there.
export {};
