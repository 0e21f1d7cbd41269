/**
 * The toolbar's choice of what to draw of an iterative-deepening run: one iteration on its
 * own (what a student draws for "depth 2"), or the whole run. The host computes the view;
 * this only lists the choices it sends and reports the one picked.
 */
import type { IterationViews } from '../core/diagram/diagram';
import type { IterationChoice } from '../core/search/views';

/** Shows the choices of `views` (hidden when there are none), keeping the element when they are unchanged. */
export function showIterationChoices(select: HTMLSelectElement, views: IterationViews | null): void {
  select.hidden = views === null;
  if (!views) return;
  const options = [...select.options];
  const same = options.length === views.choices.length && views.choices.every((c, i) => options[i].value === String(c.choice) && options[i].text === c.label);
  if (!same) select.replaceChildren(...views.choices.map((c) => new Option(c.label, String(c.choice))));
  select.value = String(views.shown);
}

/** The choice an option stands for. */
export const choiceOf = (value: string): IterationChoice => (value === 'run' ? 'run' : Number(value));
