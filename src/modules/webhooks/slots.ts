/**
 * How many webhook requests one node has in flight, and for whom (deliver.ts's dispatcher).
 *
 * A slot is taken when an attempt is claimed and freed the moment that attempt ends, not when a
 * group ends. Three bounds: the node's total, per company, per endpoint. The company bound is what
 * keeps one tenant's hanging receivers (each holding a slot until the 10-second timeout) from
 * taking every slot of the node: another company always finds one free.
 */
export const MAX_IN_FLIGHT = 64;
export const MAX_IN_FLIGHT_PER_COMPANY = 16;
export const MAX_IN_FLIGHT_PER_ENDPOINT = 4;

export interface SlotKey {
  company_id: string;
  endpoint_id: string;
}

export class Slots {
  private readonly endpoints = new Map<string, number>();
  private readonly companies = new Map<string, number>();
  private taken = 0;

  get inFlight(): number {
    return this.taken;
  }

  free(): number {
    return MAX_IN_FLIGHT - this.taken;
  }

  /** Endpoints and companies with no free slot: a claim leaves them out. */
  full(): { endpoints: string[]; companies: string[] } {
    const atCap = (counts: Map<string, number>, cap: number) => [...counts].filter(([, n]) => n >= cap).map(([id]) => id);
    return { endpoints: atCap(this.endpoints, MAX_IN_FLIGHT_PER_ENDPOINT), companies: atCap(this.companies, MAX_IN_FLIGHT_PER_COMPANY) };
  }

  /** The candidates (in the claim's fair order) that fit in the free slots, at most `max`; takes their slots. */
  take<T extends SlotKey>(candidates: readonly T[], max: number): T[] {
    const kept: T[] = [];
    const room = Math.min(max, this.free());
    for (const candidate of candidates) {
      if (kept.length >= room) break;
      if (this.count(this.endpoints, candidate.endpoint_id) >= MAX_IN_FLIGHT_PER_ENDPOINT) continue;
      if (this.count(this.companies, candidate.company_id) >= MAX_IN_FLIGHT_PER_COMPANY) continue;
      this.add(candidate, 1);
      kept.push(candidate);
    }
    return kept;
  }

  release(key: SlotKey): void {
    this.add(key, -1);
  }

  private count(counts: Map<string, number>, id: string): number {
    return counts.get(id) ?? 0;
  }

  private add(key: SlotKey, delta: number): void {
    this.taken += delta;
    for (const [counts, id] of [[this.endpoints, key.endpoint_id], [this.companies, key.company_id]] as const) {
      const n = this.count(counts, id) + delta;
      if (n === 0) counts.delete(id);
      else counts.set(id, n);
    }
  }
}
