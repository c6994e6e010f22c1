// tsyringe (through @hexes/core) needs the Reflect metadata polyfill before it is imported.
import 'reflect-metadata'
