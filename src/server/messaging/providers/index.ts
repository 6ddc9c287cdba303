/**
 * The SMS route the server uses: the SMPP provider when SMPP_HOST is set, else the simulator
 * (the embedded default, so a new user sees statuses change without an SMSC).
 */
import type { Config } from '../../config';
import type { SmsProvider } from '../provider';
import { SimulatorProvider } from './simulator';
import { SmppProvider } from './smpp';

export function providerFromConfig(config: Pick<Config, 'smpp' | 'simulator'>, log?: (message: string, detail?: unknown) => void): SmsProvider {
  return config.smpp ? new SmppProvider({ ...config.smpp, log }) : new SimulatorProvider(config.simulator);
}

export { SimulatorProvider } from './simulator';
export { SmppProvider } from './smpp';
