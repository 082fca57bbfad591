/**
 * The analysis result: the spec's fields (status, threat_score, summary, metrics) plus detections and warnings.
 */
import type { Detection } from './detect/detection';
import type { ThreatLevel } from './score/threat-score';

export interface AnalysisWarning {
  code: string;
  message: string;
  /** How many packets or records it concerns, when that is countable. */
  count?: number;
}

export interface AnalysisSummary {
  duration_seconds: number;
  packets_analyzed: number;
  threat_level: ThreatLevel;
  unique_dst_count: number;
  unique_src_count: number;
}

export interface AnalysisMetrics {
  analysis_time_seconds: number;
  average_payload_entropy: number;
  duration_seconds: number;
  file_size_bytes: number;
  packets: number;
  /** [port, packets] for the ten busiest service ports. */
  top_ports: [number, number][];
  top_protocols: { count: number; proto: string }[];
  unique_dst_ips: number;
  unique_src_ips: number;
}

export interface AnalysisResult {
  status: 'ok';
  threat_score: number;
  detections: Detection[];
  summary: AnalysisSummary;
  metrics: AnalysisMetrics;
  warnings: AnalysisWarning[];
}
