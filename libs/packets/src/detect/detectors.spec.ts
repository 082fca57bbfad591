/**
 * Every detection on its generated capture, and the benign look-alikes that must stay quiet; then the real
 * captures whose labels are known (shared/corpus/pcaps/README.md).
 */
import { analyzeCaptureBytes } from '../analyze-stream';
import { writePcap } from '../synth/capture-writer';
import { SCENARIOS, type ScenarioName } from '../synth/scenarios';
import { corpusFile, describeCorpus } from '../testing/corpus';
import type { AnalysisResult } from '../result';

const results = new Map<ScenarioName, AnalysisResult>();
function analyse(name: ScenarioName): AnalysisResult {
  if (!results.has(name)) results.set(name, analyzeCaptureBytes(writePcap(SCENARIOS[name]())));
  return results.get(name)!;
}
const ids = (r: AnalysisResult): string[] => r.detections.map((d) => d.id);

const EXPECTED: [ScenarioName, string][] = [
  ['tcp-syn-scan', 'tcp_port_scan'],
  ['tcp-connect-scan', 'tcp_port_scan'],
  ['tcp-null-scan', 'tcp_null_scan'],
  ['tcp-fin-scan', 'tcp_fin_scan'],
  ['tcp-xmas-scan', 'tcp_xmas_scan'],
  ['udp-scan', 'udp_port_scan'],
  ['icmp-sweep', 'icmp_host_sweep'],
  ['arp-sweep', 'arp_host_sweep'],
  ['syn-flood', 'syn_flood'],
  ['c2-beacon', 'c2_beaconing'],
  ['http-beacon', 'http_beaconing'],
  ['dns-beacon', 'dns_beaconing'],
  ['dns-tunnel', 'dns_tunneling'],
  ['dga-nxdomain', 'dga_nxdomain_burst'],
  ['icmp-tunnel', 'icmp_tunnel'],
  ['backdoor-port', 'backdoor_port'],
  ['irc-session', 'irc_session'],
  ['cleartext-logins', 'cleartext_credentials'],
  ['ftp-brute-force', 'ftp_brute_force'],
  ['ssh-brute-force', 'ssh_brute_force'],
  ['arp-spoofing', 'arp_spoofing'],
  ['exfiltration', 'large_outbound_transfer'],
  ['high-entropy-http-port', 'high_entropy_on_cleartext_port'],
  ['ttl-anomaly', 'ttl_anomaly'],
  ['overlapping-fragments', 'overlapping_fragments'],
];

describe('detections on generated captures', () => {
  it.each(EXPECTED)('%s → %s', (scenario, id) => {
    const r = analyse(scenario);
    expect(ids(r)).toContain(id);
    expect(r.threat_score).toBeGreaterThan(0);
    const d = r.detections.find((x) => x.id === id)!;
    expect(d.confidence).toBeGreaterThan(0);
    expect(d.confidence).toBeLessThanOrEqual(1);
    expect(d.first_seen! <= d.last_seen!).toBe(true);
  });

  it.each(['benign-web', 'benign-internal-ntp', 'benign-cdn-dns', 'benign-large-download', 'benign-ping'] as ScenarioName[])('%s raises nothing', (scenario) => {
    const r = analyse(scenario);
    expect(ids(r)).toEqual([]);
    expect(r.threat_score).toBe(0);
    expect(r.summary.threat_level).toBe('low');
  });

  it('the SYN scan is recognised as half-open, against the right host, with the probed ports', () => {
    const d = analyse('tcp-syn-scan').detections[0];
    expect(d).toMatchObject({ src: '10.0.0.66', dst: '10.0.0.5', count: 100, mitre_attack: [{ id: 'T1046' }] });
    expect(d.evidence).toMatchObject({ technique: 'SYN (half-open)', distinct_ports: 100, half_open: 2 });
    expect(d.ports.slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('cleartext logins name protocol and user for all six protocols, never a password', () => {
    const r = analyse('cleartext-logins');
    const found = r.detections.filter((d) => d.id === 'cleartext_credentials').map((d) => [d.evidence.protocol, d.evidence.users]);
    expect(found.sort()).toEqual([
      ['ftp', ['alice']], ['http', ['frank']], ['imap', ['dave']], ['pop3', ['carol']], ['smtp', ['erin']], ['telnet', ['bob']],
    ]);
    expect(JSON.stringify(r)).not.toMatch(/s3cret|hunter2|pop-pass|imap pass|smtp-pass|web-pass/);
  });

  it('beaconing evidence carries the RITA-style parts', () => {
    const d = analyse('c2-beacon').detections.find((x) => x.id === 'c2_beaconing')!;
    expect(d.evidence.connections).toBe(60);
    expect(Math.abs((d.evidence.median_interval_s as number) - 60)).toBeLessThan(1.5);
    expect(d.mitre_attack.map((m) => m.id)).toEqual(['T1071']);
  });
});

describeCorpus('labelled real captures', () => {
  const run = (file: string) => analyzeCaptureBytes(corpusFile(file));
  it('FTP brute force (zeek): brute force + cleartext credentials', () => {
    expect(ids(run('zeek/ftp_bruteforce.pcap'))).toEqual(expect.arrayContaining(['ftp_brute_force', 'cleartext_credentials']));
  });
  it('FTP PASS in clear: the user is reported', () => {
    const r = run('zeek/ftp_ftp-password-pass-command.pcap');
    expect(ids(r)).toEqual(['cleartext_credentials']);
  });
  it('SSH password guessing: brute force', () => expect(ids(run('zeek/ssh_sshguess.pcap'))).toEqual(['ssh_brute_force']));
  it('IRC session', () => expect(ids(run('zeek/irc-basic.pcap'))).toEqual(['irc_session']));
  it('benign TLS browsing raises nothing', () => {
    for (const f of ['zeek/tls_chrome-34-google.pcap', 'foxio-ja4/tls-sni.pcapng', 'foxio-ja4/latest.pcapng']) expect([f, ids(run(f))]).toEqual([f, []]);
  });
  it('every corpus capture is read without an exception', () => {
    for (const f of ['zeek/ssh2-malformed.pcap', 'foxio-ja4/ssh2-malformed.pcap', 'foxio-ja4/macos_tcp_flags.pcap', 'zeek/tls_heartbleed-success.pcap', 'zeek/quic_merlinc2_Zeek_example.pcapng', 'zeek/http_cooper-grill-dvwa.pcapng']) {
      try {
        expect(run(f).status).toBe('ok');
      } catch (e) {
        if (!/ENOENT/.test(String(e))) throw e;
      }
    }
  });
});
