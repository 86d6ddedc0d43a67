export { freePort, spawnServer, type ServerProcess } from './spawn-server.js';
export { createDatabase, startPgCluster, type PgCluster } from './pg-cluster.js';
export { startRedisServer, type RedisServer } from '../src/platform/realtime/testing/redis-server.js';
export { startS3Server, type S3ServerProcess } from './s3-server.js';
export * from './ledger-generator.js';
export { bigCommBankStatement } from './big-statement.js';
export { createRandom, type Random } from '../src/seed/random.js';
export { bigXlsxStatement, xlsxBomb } from './xlsx-writer.js';
