// Every jsdom test file: CI shares 2 cores with the whole suite, so an answer can take longer than
// Testing Library's default second to show. A wait still ends (and fails) well before the test timeout.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
