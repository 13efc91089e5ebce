/**
 * What is built from one version of an outage — its open item, its GeoJSON feature text, its Atom entry — is built
 * once and reused while that version is in the snapshot. A storm rebuilds the feeds several times a second (report
 * counts change); without this every build redid the whole of 1,000 planned outages' addresses (about 0.3 s of the
 * event loop on the bench's data). Entries a build did not use are forgotten at its end.
 */
export class VersionCache<T> {
  private kept = new Map<string, T>();
  private used = new Map<string, T>();

  get(key: string, make: () => T): T {
    let value = this.used.get(key) ?? this.kept.get(key);
    if (value === undefined) value = make();
    this.used.set(key, value);
    return value;
  }

  /** Ends a build: keeps what it used, forgets the rest. */
  sweep(): void {
    this.kept = this.used;
    this.used = new Map();
  }
}
