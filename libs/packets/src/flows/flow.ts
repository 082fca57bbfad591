/**
 * One conversation keyed by its 5-tuple, oriented client → server: the first packet's sender is the client,
 * unless that packet is a SYN-ACK or comes from a well-known port to a high one (then it is the server's reply).
 */
import type { LoginTracker } from '../decode/cleartext-logins';

export class Flow {
  /** Packets and transport payload bytes, client → server [0] and server → client [1]. */
  readonly packets = [0, 0];
  readonly bytes = [0, 0];
  first: number;
  last: number;
  synSeen = false;
  synAckSeen = false;
  /** Client's ACK after a SYN-ACK (three-way handshake done). */
  established = false;
  rstFromClient = false;
  rstFromServer = false;
  finSeen = 0;
  /** First TTL seen from each side, and how many packets differed from it by more than 5 hops. */
  readonly ttl = [-1, -1];
  ttlOutliers = 0;
  ttlOutlierValue = -1;
  /** Entropy-weighted bytes of client payload (Σ entropy·length), for the high-entropy check. */
  clientEntropyBytes = 0;
  /** Whether the client's first payload was recognised as the protocol the server port promises. */
  clientSpokeProtocol: boolean | null = null;
  logins: LoginTracker | null = null;
  /** Application seen: set by the analyser ('http', 'tls', 'ssh', 'irc', ...). */
  app = '';
  closedAt = 0;

  constructor(
    readonly key: string,
    readonly proto: number,
    readonly client: string,
    readonly server: string,
    readonly clientPort: number,
    readonly serverPort: number,
    ts: number,
  ) {
    this.first = ts;
    this.last = ts;
  }

  get totalBytes(): number {
    return this.bytes[0] + this.bytes[1];
  }
}
