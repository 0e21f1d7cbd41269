/**
 * The algorithms are written as generators that `yield` the recursive call they want
 * (`const v = yield search(child, α, β)`), so they read like the course pseudocode while
 * this loop keeps the call stack on the heap: a 20 000-deep chain cannot overflow it.
 */
export type Search<R> = Generator<Search<R>, R, R>;

export function drive<R>(root: Search<R>): R {
  const stack: Search<R>[] = [root];
  let input: R | undefined;
  for (;;) {
    const top = stack[stack.length - 1];
    const step = top.next(input as R);
    if (step.done) {
      stack.pop();
      if (stack.length === 0) return step.value;
      input = step.value;
    } else {
      stack.push(step.value);
      input = undefined;
    }
  }
}
