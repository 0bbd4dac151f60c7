-- wrk script: rotates over pages, images and the API, and counts the answers by status.
-- Fails (exit of the `done` report) on nothing itself: read its last lines.
-- wrk -t2 -c256 -d60s --timeout 30s -s scripts/load/mixed.lua http://127.0.0.1:8787
local paths = {
  "/", "/en-GB", "/en-GB/membres", "/membres/legal-compta-et-finances", "/en-GB/articles",
  "/membres/clients", "/en-GB/membres/legal-compta-et-finances/assurance-entreprise",
  "/_img?url=%2Fmedia%2Fcovers%2Fhero.png&w=640&q=75",
  "/_img?url=%2Fmedia%2Flogos%2Flogo-2.png&w=64&q=75",
  "/_img?url=%2Fmedia%2Flogos%2Flogo-7.png&w=128&q=75",
  "/api/graphql/query/RankingMethod", "/api/icons/lucide.json?icons=star",
  "/robots.txt", "/sitemap.xml",
}
local counter = 0
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  statuses = {}
  counter = math.random(#paths)
end

function request()
  counter = counter % #paths + 1
  return wrk.format("GET", paths[counter])
end

function response(status, headers, body)
  local key = tostring(status)
  if status == 503 and headers["Retry-After"] == nil then key = "503 without Retry-After" end
  statuses[key] = (statuses[key] or 0) + 1
end

function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    local counts = thread:get("statuses")
    for status, count in pairs(counts) do total[status] = (total[status] or 0) + count end
  end
  for status, count in pairs(total) do io.write(string.format("status %s: %d\n", status, count)) end
  local e = summary.errors
  io.write(string.format("socket errors: connect %d, read %d, write %d, timeout %d\n", e.connect, e.read, e.write, e.timeout))
end
