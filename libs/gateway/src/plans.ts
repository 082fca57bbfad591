/**
 * The subscription plans of the spec ("Limits"): monthly request quotas per API key, plus a per-second burst
 * limit of our own so one key cannot starve the others. Stored in the `plans` table (seeded from here) so an
 * operator can change them without a release.
 */
export interface PlanDefinition {
  id: 'free' | 'pro' | 'ultra' | 'mega';
  name: string;
  monthlyRequests: number;
  burstPerSecond: number;
}

export const DEFAULT_PLANS: readonly PlanDefinition[] = [
  { id: 'free', name: 'Free', monthlyRequests: 100, burstPerSecond: 2 },
  { id: 'pro', name: 'Pro', monthlyRequests: 130_000, burstPerSecond: 10 },
  { id: 'ultra', name: 'Ultra', monthlyRequests: 550_000, burstPerSecond: 25 },
  { id: 'mega', name: 'Mega', monthlyRequests: 2_000_000, burstPerSecond: 50 },
];
