/**
 * antd's prebuilt stylesheet (antd/dist/antd.css), linked once when the first page that uses
 * antd loads. antd then runs with `zeroRuntime`: it no longer writes every component's CSS
 * from script as the component first renders, which on a phone was most of the composer's
 * first second (Lighthouse on /campaign). The theme's tokens still arrive as CSS variables from
 * the provider, so colours and the dark theme are the provider's, as before.
 *
 * A page waits for the sheet, so nothing is drawn unstyled; a sheet that fails to load lets the
 * page draw anyway (readable, if plain), rather than leave the loading dots forever.
 */
import antdCssUrl from 'antd/dist/antd.css';

let loading: Promise<void> | null = null;

export function loadAntdStyles(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = antdCssUrl;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    // First in <head>: the app's own rules (index.html's frame) come after and win ties.
    document.head.prepend(link);
  });
  return loading;
}
