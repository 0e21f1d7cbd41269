// The worker thread's program (dist/outline-thread.js): checks a document's text and posts back
// its outline, or compares the algorithms on one of its trees, posting its progress after each
// algorithm. Requests come one at a time from OutlineWorker, which owns the thread.
import { parentPort } from 'node:worker_threads';
import { checkText, outlineOf } from '../core';
import { compareText } from './compare-rows';
import type { ThreadReply, ThreadRequest } from './outline-worker';

const reply = (message: ThreadReply): void => parentPort!.postMessage(message);

parentPort!.on('message', (request: ThreadRequest) => {
  const { id } = request;
  if (request.kind === 'outline') return reply({ id, kind: 'outline', outline: outlineOf(checkText(request.text), { reveal: request.reveal }) });
  const result = compareText(request.text, request.treeIndex, (done, total) => reply({ id, kind: 'progress', done, total }));
  reply({ id, kind: 'compare', result });
});
