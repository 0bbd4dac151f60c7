// React for islands, in one chunk loaded on demand: the entry never holds React, nor the helpers
// that turn its CommonJS build into a module (so a page with no island fetches no chunk at all).
export { createElement, useEffect } from 'react';
export { hydrateRoot } from 'react-dom/client';
