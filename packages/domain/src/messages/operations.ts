import { countOf } from './count.ts';

/** The server's operations (start, stop, the data folder's lock, health, backup, restore). */
export const operationsMessages = {
  dataDirLocked: (dir: string, pid: number) =>
    `A pasta de dados ${dir} já está em uso pelo processo ${pid}. Pare esse processo ou use outra pasta (LOUSA_DATA_DIR).`,
  lockTakeoverStuck: (file: string) =>
    `Não foi possível assumir a trava abandonada da pasta de dados. Se nenhuma Lousa estiver rodando, apague ${file} e tente de novo.`,
  stopping: (seconds: number) =>
    `Encerrando a Lousa: aguardando até ${seconds} s as requisições em andamento…`,
  stopped: 'Lousa encerrada.',
  forcedStop: 'Encerramento forçado: o banco será recuperado na próxima inicialização.',
  databaseUnavailable: 'Banco de dados indisponível.',
  dataLocationEmbedded: (dir: string) =>
    `Os dados ficam em ${dir} (banco embutido). Cópia de segurança: npm run backup -- <arquivo> (também com a Lousa rodando); restauração: npm run restore -- <arquivo>.`,
  dataLocationPostgres:
    'Os dados ficam no PostgreSQL de DATABASE_URL. Cópia de segurança: npm run backup -- <arquivo> (usa pg_dump); restauração: npm run restore -- <arquivo>.',
  backupUsage:
    'Uso: npm run backup -- [arquivo]  (sem arquivo: lousa-AAAAMMDD-HHMMSS.tgz, ou .dump com DATABASE_URL)',
  restoreUsage: 'Uso: npm run restore -- <arquivo> [--force]',
  backupSaved: (file: string, size: string, seconds: string) =>
    `Cópia de segurança salva em ${file} (${size}, ${seconds} s).`,
  backupFromServer: (pid: number) =>
    `A Lousa está rodando (processo ${pid}): ela mesma fez a cópia.`,
  backupFailed: (reason: string) => `A cópia de segurança falhou: ${reason}`,
  noDatabase: (dir: string) => `Não há banco de dados em ${dir}: nada a copiar.`,
  backupChannelUnavailable: (dir: string, pid: number) =>
    `A pasta de dados ${dir} está em uso pelo processo ${pid}, que não atende pedidos de cópia (outra cópia ou restauração em andamento?). Tente de novo quando ele terminar.`,
  fileMissing: (file: string) => `Arquivo não encontrado: ${file}`,
  notABackup: (file: string) =>
    `${file} não é uma cópia de segurança da Lousa (esperado um .tgz do banco embutido ou um .dump do pg_dump).`,
  embeddedBackupOnPostgres:
    'Esta cópia é do banco embutido (PGlite) e DATABASE_URL aponta para um PostgreSQL: restaure-a sem DATABASE_URL.',
  postgresBackupOnEmbedded:
    'Esta cópia é de um PostgreSQL (pg_dump): defina DATABASE_URL com o banco de destino para restaurá-la.',
  notLousaDatabase: 'A cópia abriu, mas não tem as tabelas da Lousa: nada foi restaurado.',
  restoreNotEmpty: (dir: string) =>
    `${dir} já tem um banco de dados. Para substituí-lo, rode de novo com --force (o banco atual é guardado ao lado).`,
  restoreNotEmptyPostgres:
    'O banco de DATABASE_URL já tem as tabelas da Lousa. Para substituí-las, rode de novo com --force.',
  restoreServersConnected: (connections: number) =>
    `Há ${countOf(connections, 'conexão', 'conexões')} da Lousa neste banco: pare os servidores antes de restaurar.`,
  restored: (target: string, seconds: string) =>
    `Banco restaurado em ${target} (${seconds} s). Inicie a Lousa com npm start.`,
  previousKept: (dir: string) =>
    `O banco anterior foi guardado em ${dir}; apague essa pasta quando não precisar mais dela.`,
  restoreFailed: (reason: string) => `A restauração falhou: ${reason}`,
  pgToolMissing: (tool: string) =>
    `${tool} não encontrado: instale o cliente do PostgreSQL (pacote postgresql-client) ou defina PG_BINDIR.`,
  pgToolFailed: (tool: string, code: number) => `${tool} terminou com código ${code}.`,
  channelUnknownRequest: 'pedido desconhecido',
  channelIncompleteAnswer: 'resposta incompleta do servidor',
  channelUnavailable: (path: string) =>
    `Cópias com a Lousa rodando ficam indisponíveis: não foi possível abrir ${path}.`,
} as const;
