// Adds the DOM matchers (toBeInTheDocument …) to every browser test.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoding API that react-router 7 uses at import time; Node's is the same standard one.
Object.assign(globalThis, { TextEncoder, TextDecoder });
