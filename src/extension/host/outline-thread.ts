// The worker thread's program (dist/outline-thread.js): checks a document's text and posts back
// its outline, compares the algorithms on one of its trees (posting its progress after each
// algorithm), runs one of its trees, or solves one with an unknown leaf over its range (in brief). Requests come one at a time from OutlineWorker, which owns the thread.
import { parentPort } from 'node:worker_threads';
import { checkText, outlineOf } from '../../core';
import { compareText } from './compare-rows';
import { runText, solveText } from './run-text';
import type { ThreadReply, ThreadRequest } from './outline-worker';

const reply = (message: ThreadReply): void => parentPort!.postMessage(message);

parentPort!.on('message', (request: ThreadRequest) => {
  const { id } = request;
  if (request.kind === 'outline') return reply({ id, kind: 'outline', outline: outlineOf(checkText(request.text), { reveal: request.reveal }) });
  if (request.kind === 'run') return reply({ id, kind: 'run', result: runText(request.text, request.treeIndex, request.algorithm) });
  if (request.kind === 'solve') return reply({ id, kind: 'solve', brief: solveText(request.text, request.treeIndex, request.algorithm) });
  const result = compareText(request.text, request.treeIndex, (done, total) => reply({ id, kind: 'progress', done, total }));
  reply({ id, kind: 'compare', result });
});
