import type { DataRouter } from 'react-router-dom';

/** Resolves once the current route's lazy page is loaded, so the first render shows it rather than nothing. */
export function routerReady(dataRouter: DataRouter): Promise<void> {
  if (dataRouter.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = dataRouter.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}
