import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('takes the VAPID keys and subject from the environment, or leaves the keys to the database', () => {
    expect(loadConfig({}).vapid).toEqual({ keys: undefined, subject: 'mailto:suport@medilink.ro' });
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'k'.repeat(43), VAPID_SUBJECT: 'https://medilink.ro/contact' };
    expect(loadConfig(keys).vapid).toEqual({
      keys: { publicKey: 'B'.repeat(87), privateKey: 'k'.repeat(43) },
      subject: 'https://medilink.ro/contact',
    });
  });

  it('gives a working local setup with no environment at all', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: './data',
      publicUrl: 'http://localhost:3000',
      recruiterAppUrl: undefined,
      brandName: 'Medilink',
      videoRoomBaseUrl: 'https://meet.jit.si/',
      carePhone: undefined,
      careEmail: 'suport@medilink.ro',
      seedDemo: false,
      smtpUrl: undefined,
      analyticsUrl: undefined,
      rateLimitPerMinute: 600,
      retentionMonths: 24,
    });
  });

  it('reads every variable, trimming trailing slashes from URLs', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/medilink',
      PUBLIC_URL: 'https://medilink.ro/',
      RECRUITER_APP_URL: 'https://recruiter.example.ro/',
      SEED_DEMO: '1',
      BRAND_NAME: 'Medilink Test',
      VIDEO_ROOM_BASE_URL: 'https://video.example.ro/rooms',
      CARE_PHONE: '+40 21 300 1234',
      CARE_EMAIL: 'ajutor@medilink.ro',
      SMTP_URL: 'smtp://user:pass@mail.example.ro:587',
      NODE_ENV: 'production',
    });
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/medilink',
      publicUrl: 'https://medilink.ro',
      recruiterAppUrl: 'https://recruiter.example.ro',
      seedDemo: true,
      brandName: 'Medilink Test',
      videoRoomBaseUrl: 'https://video.example.ro/rooms/',
      carePhone: '+40 21 300 1234',
      careEmail: 'ajutor@medilink.ro',
      nodeEnv: 'production',
    });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ', SEED_DEMO: '' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
      seedDemo: false,
    });
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ CARE_PHONE: 'call us' })).toThrow(/CARE_PHONE/);
    expect(() => loadConfig({ CARE_EMAIL: 'nobody' })).toThrow(/CARE_EMAIL/);
    expect(() => loadConfig({ RETENTION_MONTHS: '0' })).toThrow(/RETENTION_MONTHS/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'care@medilink.ro' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ RETENTION_MONTHS: '36' }).retentionMonths).toBe(36);
    try {
      loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (err) {
      expect(String((err as Error).message)).toMatch(/PORT[\s\S]*PUBLIC_URL[\s\S]*LOG_LEVEL/);
    }
  });

  it('reads the jobs and cluster settings with the rest, so a bad one stops the start like any other', () => {
    const config = loadConfig({ NODE_ENV: 'test', MATCH_TOP_N: '3', JOBS_POLL_MS: '1000', STREAM_HEARTBEAT_MS: '500' });
    expect(config.ops).toEqual({ matchTopN: 3, worker: false, pollMs: 1000 });
    expect(config.cluster).toEqual({ heartbeatMs: 500, drainDelayMs: 0, release: 'dev' });
    expect(loadConfig({ JOBS_WORKER: '1', DRAIN_DELAY_MS: '250' })).toMatchObject({ ops: { worker: true }, cluster: { drainDelayMs: 250 } });
    expect(loadConfig({}).cluster.drainDelayMs).toBe(3000);
    expect(loadConfig({ RELEASE: '2026.12.01' }).cluster.release).toBe('2026.12.01');
    expect(() => loadConfig({ RELEASE: 'a b' })).toThrow(/RELEASE/);
    expect(() => loadConfig({ MATCH_TOP_N: '0', STREAM_HEARTBEAT_MS: 'often' })).toThrow(/MATCH_TOP_N[\s\S]*STREAM_HEARTBEAT_MS/);
  });
});
