/**
 * What the simulator remembers, like Meta: the WABAs with their numbers (and where each stands
 * on the onboarding ladder), templates, the customer-service windows, media. Numbers, templates
 * and windows are written to `stateFile` after each change when one is given, so the embedded
 * default keeps them across a restart of the server; media and messages live in memory only
 * (Meta forgets uploaded media after 30 days, the simulator at its restart).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BusinessProfile, TemplateComponent } from '../types';

export interface SimPhoneNumber {
  id: string;
  wabaId: string;
  /** Digits, international. */
  phone: string;
  verifiedName: string;
  /** The code request_code sent, until verify_code takes it. */
  pendingCode: string | null;
  /** Every code sent to this number, the newest last (the control plane reveals them). */
  codes: string[];
  verified: boolean;
  registered: boolean;
  pin: string | null;
  profile: BusinessProfile;
  /** The picture the profile shows: the upload handle it was set with and its bytes' sha-256. */
  profilePicture?: { handle: string; sha256: string };
  quality: 'GREEN' | 'YELLOW' | 'RED';
}

export interface SimTemplate {
  id: string;
  wabaId: string;
  name: string;
  language: string;
  category: string;
  components: TemplateComponent[];
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'PAUSED' | 'DISABLED';
  reason: string | null;
  /** How many times spam reports paused it (M-PAUSE: 3 h, then 6 h, then disabled). */
  pauses: number;
  pausedUntil: number | null;
  createdAt: number;
}

export interface SimWaba {
  id: string;
  businessVerified: boolean;
  /**
   * Unique customers a day outside a window (Meta's messaging limit, per portfolio): 250 until
   * the business is verified, then 2,000, and higher as Meta scales it; null: unlimited.
   */
  messagingLimit?: number | null;
}

export interface SimState {
  wabas: Record<string, SimWaba>;
  phoneNumbers: Record<string, SimPhoneNumber>;
  templates: Record<string, SimTemplate>;
  /** `${phoneNumberId}:${waId}` → the customer's latest inbound message (ms). */
  lastInbound: Record<string, number>;
  nextId: number;
}

export interface SimMedia {
  id: string;
  phoneNumberId: string;
  data: Buffer;
  mimeType: string;
  fileName?: string;
  sha256: string;
}

export const emptyState = (): SimState => ({ wabas: {}, phoneNumbers: {}, templates: {}, lastInbound: {}, nextId: 1 + Math.floor(Math.random() * 1_000_000_000) * 1000 });

export function loadState(file: string | undefined): SimState {
  if (!file || !existsSync(file)) return emptyState();
  return { ...emptyState(), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<SimState>) };
}

/**
 * Written whole through a temporary file, so a crash mid-write leaves the previous state. The
 * temporary file is the process's own: two processes saving at once (two servers on one
 * DATA_DIR without WHATSAPP_API_URL) must not rename each other's away.
 */
export function saveState(file: string | undefined, state: SimState): void {
  if (!file) return;
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(state));
  renameSync(temporary, file);
}

/** Meta's ids are numeric strings; a fresh state starts at a random point so ids never repeat those of an earlier, deleted state. */
export function newNumericId(state: SimState): string {
  const id = String(100_000_000_000_000 + state.nextId);
  state.nextId += 1;
  return id;
}

export const windowKey = (phoneNumberId: string, waId: string): string => `${phoneNumberId}:${waId}`;
