// tsyringe needs the Reflect metadata polyfill loaded before it is imported.
import 'reflect-metadata'
