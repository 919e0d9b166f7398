#!/usr/bin/env node
// The `meterline` command: runs the compiled CLI (built by `npm install` via the prepare script).
import '../dist/cli.js';
