/**
 * Logins sent in clear text (FTP, Telnet, POP3, IMAP, SMTP AUTH, HTTP Basic), followed per TCP connection with
 * a small state machine. It reports who logged in and whether the server accepted; passwords are recognised so
 * the login can be reported, and then dropped: they are never stored or returned.
 */
import { basicAuthUser, parseHttpRequest } from './http-request';

export type LoginProtocol = 'ftp' | 'telnet' | 'pop3' | 'imap' | 'smtp' | 'http';

export interface LoginEvent {
  protocol: LoginProtocol;
  kind: 'credentials' | 'failure' | 'success';
  user: string | null;
}

export class LoginTracker {
  protocol: LoginProtocol | null;
  private user: string | null = null;
  private smtpLogin: 'user' | 'pass' | null = null;
  private telnetWant: 'user' | 'pass' | null = null;
  private telnetLine = '';
  private awaitingVerdict = false;

  constructor(serverPort: number) {
    this.protocol = PORT_PROTOCOL[serverPort] ?? null;
  }

  /** Client-to-server bytes. */
  client(d: Uint8Array, start: number, end: number, out: LoginEvent[]): void {
    if (end <= start) return;
    if (this.protocol === 'telnet') return this.telnetClient(d, start, end, out);
    if (this.protocol === null || this.protocol === 'http') {
      const req = parseHttpRequest(d, start, end);
      if (!req) return;
      this.protocol = 'http';
      const user = basicAuthUser(req.authorization);
      if (user !== null) {
        this.user = user;
        this.awaitingVerdict = true;
        out.push({ protocol: 'http', kind: 'credentials', user });
      }
      return;
    }
    const text = Buffer.from(d.buffer, d.byteOffset + start, Math.min(end - start, 1024)).toString('latin1');
    for (const raw of text.split('\n')) {
      const line = raw.replace(/\r$/, '');
      if (line) this.clientLine(line, out);
    }
  }

  private clientLine(line: string, out: LoginEvent[]): void {
    const p = this.protocol!;
    if (p === 'smtp' && this.smtpLogin) {
      const value = decode64(line.trim());
      if (this.smtpLogin === 'user') {
        this.user = value;
        this.smtpLogin = 'pass';
      } else {
        this.smtpLogin = null;
        this.awaitingVerdict = true;
        out.push({ protocol: p, kind: 'credentials', user: this.user });
      }
      return;
    }
    const [verb, ...args] = line.split(' ');
    const upper = verb.toUpperCase();
    if ((p === 'ftp' || p === 'pop3') && upper === 'USER') {
      this.user = args.join(' ');
    } else if ((p === 'ftp' || p === 'pop3') && upper === 'PASS') {
      this.awaitingVerdict = true;
      out.push({ protocol: p, kind: 'credentials', user: this.user });
    } else if (p === 'pop3' && upper === 'APOP') {
      this.user = args[0] ?? null;
      this.awaitingVerdict = true;
      out.push({ protocol: p, kind: 'credentials', user: this.user });
    } else if (p === 'imap' && args[0]?.toUpperCase() === 'LOGIN') {
      this.user = unquote(args[1] ?? '');
      this.awaitingVerdict = true;
      out.push({ protocol: p, kind: 'credentials', user: this.user });
    } else if (p === 'imap' && args[0]?.toUpperCase() === 'AUTHENTICATE' && args[1]?.toUpperCase() === 'PLAIN' && args[2]) {
      this.user = plainUser(args[2]);
      this.awaitingVerdict = true;
      out.push({ protocol: p, kind: 'credentials', user: this.user });
    } else if (p === 'smtp' && upper === 'AUTH') {
      const mech = (args[0] ?? '').toUpperCase();
      if (mech === 'PLAIN' && args[1]) {
        this.user = plainUser(args[1]);
        this.awaitingVerdict = true;
        out.push({ protocol: p, kind: 'credentials', user: this.user });
      } else if (mech === 'LOGIN') {
        if (args[1]) {
          this.user = decode64(args[1]);
          this.smtpLogin = 'pass';
        } else this.smtpLogin = 'user';
      }
    }
  }

  private telnetClient(d: Uint8Array, start: number, end: number, out: LoginEvent[]): void {
    if (!this.telnetWant) return;
    for (let i = start; i < end; i++) {
      const c = d[i];
      if (c === 0xff) {
        i += 2; // IAC command and option
        continue;
      }
      if (c === 0x0d || c === 0x0a) {
        if (this.telnetWant === 'user' && this.telnetLine) {
          this.user = this.telnetLine;
          this.telnetWant = null;
        } else if (this.telnetWant === 'pass') {
          this.telnetWant = null;
          this.awaitingVerdict = true;
          out.push({ protocol: 'telnet', kind: 'credentials', user: this.user });
        }
        this.telnetLine = '';
        continue;
      }
      if (this.telnetWant === 'user' && c >= 0x20 && c < 0x7f && this.telnetLine.length < 64) this.telnetLine += String.fromCharCode(c);
    }
  }

  /** Server-to-client bytes: prompts (Telnet) and verdicts. */
  server(d: Uint8Array, start: number, end: number, out: LoginEvent[]): void {
    const p = this.protocol;
    if (p === null || end <= start) return;
    const text = Buffer.from(d.buffer, d.byteOffset + start, Math.min(end - start, 512)).toString('latin1');
    if (p === 'telnet') {
      if (/login:\s*$|username:\s*$/i.test(text)) {
        this.telnetWant = 'user';
        this.telnetLine = '';
      } else if (/password:\s*$/i.test(text)) this.telnetWant = 'pass';
      if (this.awaitingVerdict && /login incorrect|authentication failure|access denied/i.test(text)) this.verdict('failure', out);
      else if (this.awaitingVerdict && /last login|welcome|[$#>]\s*$/i.test(text)) this.verdict('success', out);
      return;
    }
    if (!this.awaitingVerdict) return;
    let verdict: 'failure' | 'success' | null = null;
    if (p === 'ftp') verdict = /^530/.test(text) ? 'failure' : /^230/.test(text) ? 'success' : null;
    else if (p === 'pop3') verdict = /^-ERR/.test(text) ? 'failure' : /^\+OK/.test(text) ? 'success' : null;
    else if (p === 'imap') verdict = /^\S+ NO/i.test(text) ? 'failure' : /^\S+ OK/i.test(text) ? 'success' : null;
    else if (p === 'smtp') verdict = /^535/.test(text) ? 'failure' : /^235/.test(text) ? 'success' : null;
    else if (p === 'http') verdict = /^HTTP\/1\.[01] 401/.test(text) ? 'failure' : /^HTTP\/1\.[01] [23]/.test(text) ? 'success' : null;
    if (verdict) this.verdict(verdict, out);
  }

  private verdict(kind: 'failure' | 'success', out: LoginEvent[]): void {
    this.awaitingVerdict = false;
    out.push({ protocol: this.protocol!, kind, user: this.user });
  }
}

const PORT_PROTOCOL: Record<number, LoginProtocol> = { 21: 'ftp', 23: 'telnet', 25: 'smtp', 587: 'smtp', 2525: 'smtp', 110: 'pop3', 143: 'imap' };

function decode64(text: string): string {
  return Buffer.from(text, 'base64').toString('utf8');
}

function plainUser(b64: string): string | null {
  // SASL PLAIN: authzid NUL authcid NUL password.
  const parts = decode64(b64).split('\0');
  return parts.length >= 3 ? parts[1] || parts[0] : null;
}

function unquote(s: string): string {
  return s.replace(/^"(.*)"$/, '$1');
}
