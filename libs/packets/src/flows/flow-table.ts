/**
 * The live flows, bounded: a flow leaves the table when it closes (FIN/RST, after a grace period), when it has
 * been idle too long in capture time, or, when the table is full, oldest first. Memory therefore follows the
 * number of concurrent flows, never the size of the file. Every flow that leaves is handed to `onEnd`.
 */
import { Flow } from './flow';

export interface FlowTableOptions {
  maxFlows: number;
  /** Seconds of capture time after which an idle TCP / other flow ends. */
  tcpIdle: number;
  otherIdle: number;
  /** Seconds a closed TCP flow stays (to count the last ACKs). */
  closedGrace: number;
}

export const DEFAULT_FLOW_OPTIONS: FlowTableOptions = { maxFlows: 100_000, tcpIdle: 600, otherIdle: 120, closedGrace: 5 };

export class FlowTable {
  private readonly flows = new Map<string, Flow>();
  private nextSweep = -Infinity;
  private sinceSweep = 0;
  evicted = 0;
  total = 0;

  constructor(
    private readonly onEnd: (flow: Flow) => void,
    private readonly options: FlowTableOptions = DEFAULT_FLOW_OPTIONS,
  ) {}

  get size(): number {
    return this.flows.size;
  }

  get(key: string): Flow | undefined {
    return this.flows.get(key);
  }

  add(flow: Flow): void {
    if (this.flows.size >= this.options.maxFlows) this.evictOldest();
    this.flows.set(flow.key, flow);
    this.total++;
  }

  /**
   * Ends idle and closed flows. Cheap to call per packet: it works at most once per capture second and only
   * after as many packets as an eighth of the table, so its cost per packet stays constant.
   */
  sweep(now: number): void {
    if (++this.sinceSweep < this.flows.size >> 3 || now < this.nextSweep) return;
    this.sinceSweep = 0;
    this.nextSweep = now + 1;
    const { tcpIdle, otherIdle, closedGrace } = this.options;
    for (const flow of this.flows.values()) {
      const idle = now - flow.last;
      const limit = flow.closedAt > 0 ? closedGrace : flow.proto === 6 ? tcpIdle : otherIdle;
      if (idle > limit) this.end(flow);
    }
  }

  private evictOldest(): void {
    // Map iteration is in insertion order: drop a slice of the oldest so eviction cost is amortised.
    let n = Math.max(1, this.options.maxFlows >> 6);
    for (const flow of this.flows.values()) {
      this.end(flow);
      this.evicted++;
      if (--n === 0) break;
    }
  }

  /** Ends one flow now (e.g. a UDP conversation that went quiet long enough to count as a new one). */
  close(flow: Flow): void {
    if (this.flows.get(flow.key) === flow) this.end(flow);
  }

  private end(flow: Flow): void {
    this.flows.delete(flow.key);
    this.onEnd(flow);
  }

  /** Ends every flow still open (at the end of the capture). */
  drain(): void {
    for (const flow of [...this.flows.values()]) this.end(flow);
  }
}
