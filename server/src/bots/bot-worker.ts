/**
 * A bot thread of the server's bot pool (bots/pool.ts starts it): runs each job's bot with the
 * rulesets of the games this server hosts (games/rulesets.ts). Messages: bots/serve.ts.
 */
import { RULESETS } from "../games/rulesets";
import { runBotJob } from "./job";
import { serveBotJobs } from "./serve";

serveBotJobs((job) => runBotJob(RULESETS, job));
