import { describe, expect, it } from 'vitest';
import { CHUNK_TRIES, newBuild, reloadFor } from './chunk-rules';

const PAGE = ['/m/assets/index-old.js'];

describe('a chunk that did not load', () => {
  it('is asked for twice before the app looks for a new build', () => {
    expect(CHUNK_TRIES).toBe(2);
  });

  it('finds a new build when the manifest names an entry this page does not run', () => {
    const manifest = { files: {}, entrypoints: ['/m/assets/index-new.js'] };
    expect(newBuild(manifest, PAGE)).toBe('/m/assets/index-new.js');
  });

  it('finds none when the server serves this page’s build, or when either side is unknown', () => {
    expect(newBuild({ entrypoints: PAGE }, PAGE)).toBeNull();
    // The dev server has no built entry; a manifest that is not the build's says nothing.
    expect(newBuild({ entrypoints: ['/m/assets/index-new.js'] }, [])).toBeNull();
    expect(newBuild({ files: {} }, PAGE)).toBeNull();
    expect(newBuild({ entrypoints: [] }, PAGE)).toBeNull();
    expect(newBuild({ entrypoints: [7] }, PAGE)).toBeNull();
    expect(newBuild(null, PAGE)).toBeNull();
    expect(newBuild('<html>', PAGE)).toBeNull();
  });

  it('names a build the same whatever the order of its entries', () => {
    const a = newBuild({ entrypoints: ['/m/b.js', '/m/a.js'] }, PAGE);
    expect(a).toBe(newBuild({ entrypoints: ['/m/a.js', '/m/b.js'] }, PAGE));
  });

  it('reloads once per new build, never for none, never twice for one', () => {
    expect(reloadFor('/m/assets/index-new.js', null)).toBe('/m/assets/index-new.js');
    expect(reloadFor(null, null)).toBeNull();
    expect(reloadFor('/m/assets/index-new.js', '/m/assets/index-new.js')).toBeNull();
    // A newer build than the one the tab reloaded for: one more reload, for that one.
    expect(reloadFor('/m/assets/index-newer.js', '/m/assets/index-new.js')).toBe(
      '/m/assets/index-newer.js',
    );
  });
});
