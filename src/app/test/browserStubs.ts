/** What jsdom lacks and antd needs: media queries, MessageChannel (Form), ResizeObserver (TextArea, Menu), pseudo-element styles (Drawer). */
export function installBrowserStubs(): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  if (!('MessageChannel' in globalThis)) {
    class Port {
      onmessage: ((e: { data: unknown }) => void) | null = null;
      other: Port | null = null;
      postMessage(data: unknown) {
        setTimeout(() => this.other?.onmessage?.({ data }), 0);
      }
      close() {}
    }
    (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = class {
      port1 = new Port();
      port2 = new Port();
      constructor() {
        this.port1.other = this.port2;
        this.port2.other = this.port1;
      }
    };
  }
  window.scrollTo = () => undefined;
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // jsdom cannot style pseudo-elements; antd asks for the scrollbar's when a drawer locks scrolling.
  const getComputedStyleOf = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => getComputedStyleOf(element);
}
