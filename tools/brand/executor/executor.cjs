// Nx executor `@wl/tools:assemble-brand` (tools/executors.json): builds the brand bundle of the task's project.
// Nx hands every brand build of a run to `assembleBrands` in one process (the executor prefers batches), so a run
// of a hundred brands pays one Node start, not a hundred. The work itself is the prebundled assembler
// (dist/tools/brand/assemble-many.mjs, built by `tools:build`, which every brand build depends on).
'use strict';
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

async function loadAssembler(root) {
  const file = join(root, 'dist/tools/brand/assemble-many.mjs');
  try {
    return await import(pathToFileURL(file).href);
  } catch (error) {
    throw new Error(`The brand assembler could not be loaded from ${file}; build it first (npx nx build tools).`, {
      cause: error,
    });
  }
}

/** One brand: `nx run <brand>:build` outside a batch. */
async function assembleBrand(_options, context) {
  const { assembleMany } = await loadAssembler(context.root);
  for await (const build of assembleMany([context.projectName], context.root)) {
    (build.success ? process.stdout : process.stderr).write(build.terminalOutput);
    return { success: build.success };
  }
  return { success: false };
}

/** Every brand build of a run, one after another, each reported to Nx as it ends. */
async function* assembleBrands(taskGraph, _inputs, _overrides, context) {
  const { assembleMany } = await loadAssembler(context.root);
  const tasks = Object.values(taskGraph.tasks);
  const taskIdOf = new Map(tasks.map((task) => [task.target.project, task.id]));
  for await (const build of assembleMany([...taskIdOf.keys()], context.root)) {
    const { success, terminalOutput, startTime, endTime } = build;
    yield { task: taskIdOf.get(build.id), result: { success, terminalOutput, startTime, endTime } };
  }
}

module.exports = { assembleBrand, assembleBrands };
