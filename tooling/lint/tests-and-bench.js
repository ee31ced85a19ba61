// The tests and the benchmark never import each other: what both need (how Chromium starts, the demo
// API in process, the key-press figure) lives in tooling/harness/, which imports neither.
const benchFromTests = {
  regex: '(^|/)scripts/bench(\\.ts)?(/|$)',
  message: 'Tests never import the benchmark: move what both need to tooling/harness/.',
};
const testsFromScripts = {
  regex: '(^|/)tests(/|$)',
  message: 'scripts/ never imports the tests: move what both need to tooling/harness/.',
};
const scriptsOrTestsFromTooling = {
  regex: '(^|/)(scripts|tests)(/|$)',
  message: 'tooling/ is imported by scripts/ and tests/, never the other way round.',
};

/** @param {object} rawIpc the restriction every file keeps (eslint.config.js) */
export function testsAndBench(rawIpc) {
  return [
    { files: ['tests/**'], rules: { 'no-restricted-imports': ['error', { patterns: [benchFromTests] }] } },
    {
      files: ['scripts/**'],
      rules: { 'no-restricted-imports': ['error', { paths: [rawIpc], patterns: [testsFromScripts] }] },
    },
    {
      files: ['tooling/**'],
      rules: {
        'no-restricted-imports': ['error', { paths: [rawIpc], patterns: [scriptsOrTestsFromTooling] }],
      },
    },
  ];
}
