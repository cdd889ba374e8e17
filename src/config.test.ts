import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    expect(readConfig({})).toEqual({
      customLogin: true,
      trialMemberships: true,
      testApi: true,
      displayStyleguide: false,
      requestToken: 'sandbox-request-token',
      apiBase: '/api',
      supportPhone: '1-800-555-0142',
      supportEmail: 'support@example.com',
      tileUrl: '',
      providerSite: 'https://www.example.com/',
      streamUrl: '/api/media/stream/{token}/video.webm',
    });
  });

  it('reads flags and values from the environment', () => {
    const config = readConfig({
      VITE_DISPLAY_STYLEGUIDE: 'true',
      VITE_TRIAL_MEMBERSHIPS: '0',
      VITE_API_BASE: 'https://api.example.test/v1/',
      VITE_TILE_URL: 'https://tiles.example.test/{z}/{x}/{y}.png',
      VITE_PROVIDER_SITE: 'https://boats.example.test/',
    });
    expect(config.providerSite).toBe('https://boats.example.test/');
    expect(config.displayStyleguide).toBe(true);
    expect(config.trialMemberships).toBe(false);
    expect(config.apiBase).toBe('https://api.example.test/v1');
    expect(config.tileUrl).toBe('https://tiles.example.test/{z}/{x}/{y}.png');
    expect(config.streamUrl).toBe('https://api.example.test/v1/media/stream/{token}/video.webm');
    expect(readConfig({ VITE_STREAM_URL: 'https://stream.example.test/{token}/video.mp4' }).streamUrl).toBe(
      'https://stream.example.test/{token}/video.mp4',
    );
  });
});
