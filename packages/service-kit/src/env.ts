/**
 * Reads environment variables once, collecting every problem so a bad start names them all together.
 * Only boot code constructs one; everything else receives typed config.
 */
export class EnvReader {
  private readonly problems: string[] = [];

  constructor(private readonly env: Record<string, string | undefined>) {}

  string(name: string, fallback?: string): string {
    const value = this.env[name]?.trim();
    if (value) return value;
    if (fallback !== undefined) return fallback;
    this.problems.push(`${name} is required`);
    return '';
  }

  optional(name: string): string | null {
    return this.env[name]?.trim() || null;
  }

  int(name: string, fallback: number, range: { min?: number; max?: number } = {}): number {
    const raw = this.env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = range;
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.env[name]?.trim().toLowerCase();
    if (!raw) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    this.problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  }

  url(name: string, fallback?: string): string {
    const value = this.string(name, fallback);
    if (!value) return value;
    try {
      new URL(value);
    } catch {
      this.problems.push(`${name} must be a URL (got "${value}")`);
    }
    return value;
  }

  /** A shared signing secret: required, and long enough to resist guessing. */
  secret(name: string, minLength = 32): string {
    const value = this.string(name);
    if (value && value.length < minLength) this.problem(`${name} must be at least ${minLength} characters`);
    return value;
  }

  /** Records a problem found by the caller's own check, reported with the others. */
  problem(message: string): void {
    this.problems.push(message);
  }

  /** Throws one error listing every problem found so far. */
  finish(): void {
    if (this.problems.length > 0) {
      throw new ConfigError(this.problems);
    }
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}
