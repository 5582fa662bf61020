import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './env';

describe('start-up configuration', () => {
  it('defaults to the emulators', () => {
    expect(readConfig({})).toMatchObject({
      mode: 'emulators',
      projectId: 'demo-ics-rewards',
      authHost: 'http://127.0.0.1:9099',
      firestorePort: 8080,
      emailDomain: 'ics-rewards.test',
    });
  });
  it('takes emulator ports from the environment', () => {
    expect(
      readConfig({ VITE_USE_EMULATORS: 'true', VITE_EMULATOR_AUTH_PORT: '9299', VITE_EMULATOR_FIRESTORE_PORT: '8280' }),
    ).toMatchObject({ authHost: 'http://127.0.0.1:9299', firestorePort: 8280 });
  });
  it('uses a real project when every variable is set', () => {
    const c = readConfig({
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_AUTH_DOMAIN: 'x.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'x',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
      VITE_EMPLOYEE_EMAIL_DOMAIN: 'corp.example',
    });
    expect(c).toMatchObject({ mode: 'production', emailDomain: 'corp.example', firebase: { projectId: 'x' } });
  });
  it('names what is missing', () => {
    expect(() => readConfig({ VITE_FIREBASE_API_KEY: 'k' })).toThrow(ConfigError);
    expect(() => readConfig({ VITE_FIREBASE_API_KEY: 'k' })).toThrow(/VITE_FIREBASE_AUTH_DOMAIN.*VITE_FIREBASE_PROJECT_ID.*VITE_FIREBASE_APP_ID/);
  });
});
