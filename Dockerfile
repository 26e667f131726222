# Builds the invictus binary and ships it in a small runtime image that runs the Discord bot.
#   docker build -t invictus .
#   docker run -d -e DISCORD_TOKEN=... -v invictus-data:/data invictus
#   docker run -it --rm -v invictus-data:/data invictus play
#   docker run --rm invictus sim --games 1000 --seed 1
FROM rust:1-slim-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock config.example.toml ./
COPY src ./src
COPY migrations ./migrations
COPY benches ./benches
RUN cargo build --release --locked --bin invictus \
 && sed -e 's|^database = .*|database = "/data/invictus.db"|' \
        -e 's|^# backup_dir = .*|backup_dir = "/data/backups"|' config.example.toml > config.docker.toml

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --create-home --uid 10001 invictus \
 && mkdir -p /data /etc/invictus \
 && chown invictus /data
COPY --from=build /src/target/release/invictus /usr/local/bin/invictus
COPY --from=build /src/config.docker.toml /etc/invictus/config.toml
USER invictus
VOLUME /data
# `play` saves its match in the working directory: the data volume.
WORKDIR /data
STOPSIGNAL SIGTERM
# Healthy while the database opens and the bot's gateway connection and timer loop wrote their heartbeats within 3 minutes.
HEALTHCHECK --interval=60s --timeout=10s --start-period=2m --retries=3 \
  CMD ["invictus", "health", "--config", "/etc/invictus/config.toml"]
ENTRYPOINT ["invictus"]
CMD ["serve", "--config", "/etc/invictus/config.toml"]
