// The worker thread's program (dist/outline-thread.js): checks a document's text and posts back
// its outline. Requests come one at a time from OutlineWorker, which owns the thread.
import { parentPort } from 'node:worker_threads';
import { checkText, outlineOf } from '../core';
import type { OutlineReply, OutlineRequest } from './outline-worker';

parentPort!.on('message', ({ id, text, reveal }: OutlineRequest) => {
  const reply: OutlineReply = { id, outline: outlineOf(checkText(text), { reveal }) };
  parentPort!.postMessage(reply);
});
