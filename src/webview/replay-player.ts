/**
 * The replay bar's behaviour: a position (a step index, or null for the final state),
 * the buttons, the slider, play/pause and the arrow keys. The slider's last position
 * is the final state, so stepping past the last step leaves the replay.
 */
import type { ReplayControls } from './controls';
import type { ReplayPosition } from '../render/replay';

const PLAY_INTERVAL_MS = 700;

export class ReplayPlayer {
  private steps = 0;
  private position: ReplayPosition = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly ui: ReplayControls,
    private readonly onChange: (position: ReplayPosition) => void,
  ) {
    ui.first.addEventListener('click', () => this.go(0));
    ui.back.addEventListener('click', () => this.step(-1));
    ui.forward.addEventListener('click', () => this.step(1));
    ui.last.addEventListener('click', () => this.go(null));
    ui.exit.addEventListener('click', () => this.go(null));
    ui.play.addEventListener('click', () => (this.timer ? this.pause() : this.play()));
    ui.slider.addEventListener('input', () => {
      const value = Number(ui.slider.value);
      this.go(value >= this.steps ? null : value);
    });
  }

  get current(): ReplayPosition {
    return this.position;
  }

  /** A new diagram: `steps` steps; keeps `position` if it still exists. */
  reset(steps: number, position: ReplayPosition): void {
    this.steps = steps;
    this.position = position !== null && position < steps ? position : null;
    if (this.position === null) this.pause();
    this.ui.bar.hidden = steps === 0;
    this.ui.slider.max = String(steps);
    this.sync();
  }

  go(position: ReplayPosition): void {
    const next = position === null || position >= this.steps ? null : Math.max(0, position);
    if (next === null) this.pause();
    if (next === this.position) return;
    this.position = next;
    this.sync();
    this.onChange(next);
  }

  step(delta: number): void {
    if (this.steps === 0) return;
    const at = this.position ?? this.steps;
    this.go(at + delta);
  }

  /** ←/→ step, Home/End: first step and final state. Returns whether the key was used. */
  key(e: KeyboardEvent): boolean {
    if (this.steps === 0 || e.target === this.ui.slider || e.altKey || e.ctrlKey || e.metaKey) return false;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => this.step(-1),
      ArrowRight: () => this.step(1),
      Home: () => this.go(0),
      End: () => this.go(null),
    };
    const move = moves[e.key];
    if (!move) return false;
    move();
    return true;
  }

  setCaption(text: string, window: string | null): void {
    const caption = this.ui.caption;
    caption.replaceChildren();
    const sentence = document.createElement('span');
    sentence.className = 'step-text';
    sentence.textContent = text;
    caption.appendChild(sentence);
    if (window !== null) {
      const win = document.createElement('span');
      win.className = 'step-window';
      win.textContent = window;
      caption.appendChild(win);
    }
  }

  private play(): void {
    if (this.steps === 0) return;
    if (this.position === null) this.go(0);
    this.timer = setInterval(() => this.step(1), PLAY_INTERVAL_MS);
    this.sync();
  }

  private pause(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sync();
  }

  private sync(): void {
    const at = this.position ?? this.steps;
    this.ui.slider.value = String(at);
    this.ui.first.disabled = at === 0;
    this.ui.back.disabled = at === 0;
    this.ui.forward.disabled = this.position === null;
    this.ui.last.disabled = this.position === null;
    this.ui.exit.hidden = this.position === null;
    this.ui.play.textContent = this.timer ? 'Pause' : 'Play';
    this.ui.play.title = this.timer ? 'Pause' : 'Play the replay';
    this.ui.bar.classList.toggle('replaying', this.position !== null);
  }
}
